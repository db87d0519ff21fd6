import { consoles } from "./consoles.ts"
import { laptops } from "./laptops.ts"
import type { ModelDef } from "./modelDef.ts"
import { smartphones } from "./smartphones.ts"
import { smartwatches } from "./smartwatches.ts"
import { tablets } from "./tablets.ts"

/** The static model catalogue, in id order: the index + 1 is the model id, whatever the seed. */
export const modelDefs: ReadonlyArray<ModelDef> = [...smartphones, ...tablets, ...laptops, ...smartwatches, ...consoles]
