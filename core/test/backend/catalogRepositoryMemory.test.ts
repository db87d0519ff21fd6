import { Layer } from "effect"
import { catalogRepositorySuite } from "../support/backend/catalogRepositorySuite.ts"
import { makeCatalogRepositoryMemory, MemoryState } from "../support/backend/memory/index.ts"
import { CatalogRepository } from "../../src/backend/ports/CatalogRepository.ts"

catalogRepositorySuite("CatalogRepository (memory)", (dataset) =>
  Layer.sync(CatalogRepository, () => makeCatalogRepositoryMemory(new MemoryState(dataset))))
