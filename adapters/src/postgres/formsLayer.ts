import { Layer } from "effect"
import { layerHumanVerificationFromConfig } from "../humanVerification/config.ts"
import { ContactMessageRepositoryPg } from "./repositories/ContactMessageRepositoryPg.ts"
import { ReviewRepositoryPg } from "./repositories/ReviewRepositoryPg.ts"
import { SpentHumanChecksPg } from "./repositories/SpentHumanChecksPg.ts"
import { layerReviewsSeed } from "./reviewsSeed.ts"

/**
 * The forms' backend over the shop database (issue 8): ReviewRepository, ContactMessageRepository,
 * the configured HumanVerification (HUMAN_VERIFICATION; the embedded check records spent answers in
 * the database, SpentHumanChecks, which is exposed too for the sweep), and the review seed at startup. Needs a
 * migrated Database (web's AppLayer provides layerBackendFromConfig).
 */
export const layerFormsBackend = Layer.mergeAll(
  ReviewRepositoryPg.layer,
  ContactMessageRepositoryPg.layer,
  layerHumanVerificationFromConfig.pipe(Layer.provideMerge(SpentHumanChecksPg.layer)),
  layerReviewsSeed
)
