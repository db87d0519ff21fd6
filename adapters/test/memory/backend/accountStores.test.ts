import { accountStoreSuite } from "@shop/core/test-support/backend/accountStoreSuite"
import { accountStoresMemoryLayer } from "../../../src/memory/backend/AccountsMemory.ts"
import { sessionStoreSuite } from "@shop/core/test-support/backend/sessionStoreSuite"

accountStoreSuite("account stores in memory", () => accountStoresMemoryLayer)
sessionStoreSuite("sessions in memory", () => accountStoresMemoryLayer)
