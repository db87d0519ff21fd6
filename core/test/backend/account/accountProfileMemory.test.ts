import { Layer } from "effect"
import { accountProfileRepositorySuite } from "../../support/backend/accountProfileRepositorySuite.ts"
import { accountProfileRepositoryMemoryLayer } from "../../support/backend/memory/AccountProfileRepositoryMemory.ts"
import { accountStoresMemoryLayer } from "../../support/backend/memory/AccountsMemory.ts"

accountProfileRepositorySuite("AccountProfileRepository (memory)", () =>
  accountProfileRepositoryMemoryLayer.pipe(Layer.provideMerge(accountStoresMemoryLayer)))
