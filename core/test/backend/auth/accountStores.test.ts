import { accountStoreSuite } from "../../support/backend/accountStoreSuite.ts"
import { accountStoresMemoryLayer } from "../../support/backend/memory/AccountsMemory.ts"
import { sessionStoreSuite } from "../../support/backend/sessionStoreSuite.ts"

accountStoreSuite("account stores in memory", () => accountStoresMemoryLayer)
sessionStoreSuite("sessions in memory", () => accountStoresMemoryLayer)
