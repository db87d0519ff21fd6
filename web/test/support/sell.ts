import { defaultSeedNumber, generateSeed } from "@shop/adapters/seed/index"
import { SellCatalogRepository } from "@shop/core/backend/index"
import type { MarketCode } from "@shop/core/markets/index"
import { bestAnswers, buildSellOrderPayload, type FunnelItem, type Offer } from "@shop/core/sell/index"
import { Effect, Exit, Option, Result } from "effect"
import * as Lockers from "../../app/api/lockers/route.ts"
import * as Offers from "../../app/api/sell/offers/route.ts"
import { call, expectStatus } from "./app.ts"
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

type Quote =
  | { readonly _tag: "OffersQuoted"; readonly offers: ReadonlyArray<Offer> }
  | { readonly _tag: "NotAccepted"; readonly itemIndexes: ReadonlyArray<number>; readonly reasonKey: string }

export const quote = (items: ReadonlyArray<unknown>, countryCode = "RO") =>
  call<Quote>(Offers.POST, { path: "/api/sell/offers/", body: { countryCode, items } })

export const offersFor = async (item: FunnelItem): Promise<ReadonlyArray<Offer>> => {
  const answer = expectStatus(await quote([item]), 200)
  if (answer._tag !== "OffersQuoted") throw new Error(`not accepted: ${JSON.stringify(answer)}`)
  return answer.offers
}

const firstLocker = async (): Promise<string> => {
  const lockers = expectStatus(await call<ReadonlyArray<{ id: string }>>(Lockers.GET, { path: "/api/lockers/" }), 200)
  return lockers[0]!.id
}

/** The payload the funnel sends for one device and the chosen offer, built by the core as the funnel builds it. */
export const payloadFor = async (item: FunnelItem, choice: 1 | 2, payment: unknown = null) => {
  const chosen = { ...item, offer: choice }
  const built = buildSellOrderPayload({
    countryCode: "RO",
    state: { step: "delivery", items: [chosen] },
    offers: await offersFor(chosen),
    payment: payment as never,
    delivery: { deliveryMethod: { name: "easybox" }, locker: { lockerId: await firstLocker() } },
    user: { email: "seller@example.com", serviceDbUserId: null },
    evaluationId: null,
    voucherCode: null,
    now: Date.now()
  })
  if (Result.isFailure(built)) throw new Error(built.failure.message)
  return built.success
}
