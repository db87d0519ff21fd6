import "server-only"
import { listSellModels, quoteOffers, sellModelOptions } from "@shop/core/backend/index"
import { type Category, categoryIds } from "@shop/core/catalog/category"
import type { MarketCode } from "@shop/core/markets/market"
import { bestAnswers, buildSellOrderPayload, type FunnelItem, SellOrderProduct } from "@shop/core/sell/index"
import { Clock, Effect, Result, Schema } from "effect"
import { anyLocker, fail, marketOf, type Params, type StateFailed } from "./stateSupport.ts"

/** The sell funnel's provider state: a device the market buys back, described, quoted and ordered. */

const categoryParam = (params: Params): Effect.Effect<Category, StateFailed> => {
  const name = params["category"] ?? "smartphone"
  return typeof name === "string" && name in categoryIds
    ? Effect.succeed(name as Category)
    : fail(`the state parameter category must be one of ${Object.keys(categoryIds).join(", ")}`)
}


/**
 * A device of the category the market buys back, fully described in the best condition, and its
 * quote (the backend's own pricing). Candidates are the dearest models with their first colour and
 * each of their storages (none for models without one); the quote keeps the first one priced.
 */
const pricedSellDevice = (market: MarketCode, category: Category) =>
  Effect.gen(function*() {
    const models = yield* listSellModels(market, { category: categoryIds[category] })
    for (const model of models.toSorted((a, b) => b.maxPrice - a.maxPrice).slice(0, 20)) {
      const options = yield* sellModelOptions(market, model.id)
      const colour = options.find((o) => o.attribute === "colour")?.id
      if (colour === undefined) continue
      const storages = options.filter((o) => o.attribute === "storage").map((o) => o.id)
      for (const storage of storages.length === 0 ? [undefined] : storages) {
        const bare: FunnelItem = {
          category: categoryIds[category],
          brand: model.brandId,
          model: { id: model.id, name: model.name },
          config: storage === undefined ? { colour } : { colour, storage },
          answers: {}
        }
        const item: FunnelItem = { ...bare, answers: bestAnswers(bare), offer: 1 }
        const quote = yield* quoteOffers(market, [item])
        const offer = quote._tag === "OffersQuoted" ? quote.offers[0] : undefined
        // The contract's example offer has no former price: a model whose price did not drop.
        if (offer !== undefined && offer.offers.every((o) => o.previous_price === null)) return { item, offer }
      }
    }
    return yield* fail(`no ${category} is bought back in ${market}`)
  })

/**
 * `a device the market buys back` `{ market, category }`: the device as the funnel holds it (brand,
 * model, configuration, best answers on its evaluation path) and the products and total of a sell
 * order at its normal offer (core buildSellOrderPayload over the backend's quote), with a locker.
 */
export const sellDeviceState = (params: Params) =>
  Effect.gen(function*() {
    const market = yield* marketOf(params)
    const { item, offer } = yield* pricedSellDevice(market, yield* categoryParam(params))
    const locker = yield* anyLocker(market)
    const payload = buildSellOrderPayload({
      countryCode: market,
      state: { step: "delivery", items: [item] },
      offers: [offer],
      payment: null,
      delivery: { deliveryMethod: { name: "easybox" }, locker: { lockerId: locker.id } },
      user: { email: "pact.seller@example.com", serviceDbUserId: null },
      evaluationId: null,
      voucherCode: null,
      now: yield* Clock.currentTimeMillis
    })
    if (Result.isFailure(payload)) return yield* fail(payload.failure.message)
    return {
      brandId: item.brand,
      modelId: item.model?.id,
      modelName: item.model?.name,
      config: item.config,
      answers: item.answers,
      products: Schema.encodeSync(Schema.Array(SellOrderProduct))(payload.success.products),
      totalEstimatedOffer: payload.success.totalEstimatedOffer,
      lockerId: locker.id
    }
  })
