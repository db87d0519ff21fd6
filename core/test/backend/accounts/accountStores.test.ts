import { accountStoreSuite } from "../../support/backend/accountStoreSuite.ts"
import { accountStoresMemoryLayer } from "../../support/backend/memory/AccountsMemory.ts"

accountStoreSuite("account stores in memory", () => accountStoresMemoryLayer)
