import { defaultSeedNumber, generateSeed } from "@shop/adapters/seed/index"
import { SellCatalogRepository } from "@shop/core/backend/index"
import type { MarketCode } from "@shop/core/markets/index"
import type { FunnelItem } from "@shop/core/sell/index"
import { bestAnswers } from "@shop/core/sell/index"
import { Effect, Exit, Option } from "effect"
import { runExit } from "../../src/server/runtime.ts"

/**
 * A funnel device the market buys, in the best condition: the seed (the app seeds the default seed
 * number) names a model and storage with a buyback price, and the running app's sell catalogue
 * confirms it and gives the model's name, brand and category.
 */
export const pricedSellItem = async (market: MarketCode): Promise<FunnelItem> => {
  const seed = generateSeed(defaultSeedNumber)
  const candidates = seed.sellPrices
    .filter((p) => p.market === market && p.storageOptionId !== null)
    .toSorted((a, b) => b.basePrice - a.basePrice)
    .slice(0, 20)
  const exit = await runExit(
    Effect.gen(function*() {
      const repo = yield* SellCatalogRepository
      for (const price of candidates) {
        const model = yield* repo.sellModel(market, price.familyId)
        if (Option.isSome(model)) return { model: model.value, storage: price.storageOptionId }
      }
      return undefined
    })
  )
  if (Exit.isFailure(exit) || exit.value === undefined) throw new Error(`no priced buyback model in ${market}`)
  const { model, storage } = exit.value
  const colour = seed.sellOptions.find((o) => o.familyId === model.id && o.attribute === "colour")?.id ?? 1
  const item: FunnelItem = {
    category: model.category,
    brand: model.brandId,
    model: { id: model.id, name: model.name },
    config: storage === null ? { colour } : { colour, storage },
    answers: {}
  }
  return { ...item, answers: bestAnswers(item) }
}

