import { Layer } from "effect"
import { catalogRepositorySuite } from "@shop/core/test-support/backend/catalogRepositorySuite"
import { makeCatalogRepositoryMemory } from "../../../src/memory/backend/CatalogRepositoryMemory.ts"
import { MemoryState } from "../../../src/memory/backend/memoryState.ts"
import { CatalogRepository } from "@shop/core/backend/ports/CatalogRepository"

catalogRepositorySuite("CatalogRepository (memory)", (dataset) =>
  Layer.sync(CatalogRepository, () => makeCatalogRepositoryMemory(new MemoryState(dataset))))
