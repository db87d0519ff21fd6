import { type BackendDataset, emptyDataset } from "@shop/core/backend/dataset"
import type { MarketCode } from "@shop/core/markets/market"
import type { FunnelItem } from "@shop/core/sell/funnelState"
import { sellApiFixture } from "@shop/core/test-support/sellApiSuite"

const { galaxy, consoleItem, lockerId } = sellApiFixture

const modelOf = (item: FunnelItem) => {
  if (item.brand === undefined || item.model === undefined) throw new Error("the fixture's devices have a brand and a model")
  return { id: item.model.id, name: item.model.name, brandId: item.brand, category: item.category, imagePath: `/images/sell/${item.model.id}.svg` }
}

const priceOf = (market: MarketCode, item: FunnelItem, base: number) =>
  ({ market, modelId: modelOf(item).id, storage: item.config.storage ?? null, base, previous: null })

/** The suite's fixture as the memory backend's data: the two devices bought at whole prices, no deductions, and the locker. */
export const sellDataset: BackendDataset = {
  ...emptyDataset,
  sellModels: [modelOf(galaxy), modelOf(consoleItem)],
  sellPrices: [priceOf("RO", galaxy, 1200), priceOf("RO", consoleItem, 900), priceOf("BG", consoleItem, 450)],
  lockers: [{
    market: "RO",
    locker: { id: lockerId, name: "easybox Centru", address: "Strada Memorandumului 5", county: "Cluj", locality: "Cluj-Napoca", postalCode: "400114", latitude: 46.77, longitude: 23.59 }
  }]
}
