import { cartStorageSuite } from "@shop/core/test-support/cartStorageSuite"
import { CartStorageMemory } from "../../src/memory/CartStorageMemory.ts"

cartStorageSuite("CartStorageMemory", () => CartStorageMemory.layer)
