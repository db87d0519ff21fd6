import { sellApiSuite } from "@shop/core/test-support/sellApiSuite"
import { SellApiMemory } from "../../src/memory/SellApiMemory.ts"
import { sellDataset } from "./sellSeed.ts"

sellApiSuite("SellApiMemory", () => SellApiMemory.layer(sellDataset))
