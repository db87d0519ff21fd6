import { Layer } from "effect"
import { accountProfileRepositorySuite } from "@shop/core/test-support/backend/accountProfileRepositorySuite"
import { accountProfileRepositoryMemoryLayer } from "../../../src/memory/backend/AccountProfileRepositoryMemory.ts"
import { accountStoresMemoryLayer } from "../../../src/memory/backend/AccountsMemory.ts"

accountProfileRepositorySuite("AccountProfileRepository (memory)", () =>
  accountProfileRepositoryMemoryLayer.pipe(Layer.provideMerge(accountStoresMemoryLayer)))
