import { shopApiSuite } from "@shop/core/test-support/shopApiSuite"
import { ShopApiMemory } from "../../src/memory/ShopApiMemory.ts"
import { shopDataset } from "./shopSeed.ts"

shopApiSuite("ShopApiMemory", () => ShopApiMemory.layer(shopDataset))
