import { makeCatalogRepositoryMemory } from "@shop/adapters/memory/backend/CatalogRepositoryMemory"
import { MemoryState } from "@shop/adapters/memory/backend/memoryState"
import { datasetFromSeed } from "@shop/adapters/postgres/seedDataset"
import { defaultSeedNumber, generateSeed } from "@shop/adapters/seed/index"
import type { CatalogPages } from "@shop/core/catalog/catalogPages"
import type { MarketCode } from "@shop/core/markets/index"
import { Effect } from "effect"

/** The shop's real catalogue (the default seed, ~8,000 products) as the sitemaps read it, per market. */
let repository: ReturnType<typeof makeCatalogRepositoryMemory> | undefined
export const seededDataset = () => datasetFromSeed(generateSeed(defaultSeedNumber))
export const seededPages = (market: MarketCode, updatedAt: number | null = Date.UTC(2026, 10, 22, 8, 0)): CatalogPages => {
  repository ??= makeCatalogRepositoryMemory(new MemoryState(seededDataset()))
  return { ...Effect.runSync(repository.catalogPages(market)), updatedAt }
}
