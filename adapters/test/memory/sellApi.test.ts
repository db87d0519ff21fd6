import { sellApiSuite } from "@shop/core/test-support/sellApiSuite"
import { SellApiMemory } from "../../src/memory/SellApiMemory.ts"

sellApiSuite("SellApiMemory", () => SellApiMemory.layer)
