import { Effect, Option, Schema } from "effect"
import { MarketCode } from "../../markets/market.ts"
import { isRuledOut, chosenChoiceIds, qualifiesForSpecialOffer } from "../../sell/condition.ts"
import { isDescribed } from "../../sell/funnelRepair.ts"
import { FunnelItem, maxFunnelItems } from "../../sell/funnelState.ts"
import type { Offer } from "../../sell/offer.ts"
import type { OfferQuote } from "../../ports/SellApi.ts"
import { InvalidRequest, type RepositoryError } from "../../errors.ts"
import { SellCatalogRepository } from "../ports/SellCatalogRepository.ts"
import { priceOffers } from "./pricing.ts"

/** Body of POST /api/sell/offers/: the funnel's devices (their state from the query string). */
export const QuoteRequest = Schema.Struct({
  countryCode: MarketCode,
  items: Schema.Array(FunnelItem).check(Schema.isMinLength(1), Schema.isMaxLength(maxFunnelItems))
})
export type QuoteRequest = typeof QuoteRequest.Type

/** Translation keys of the not-accepted screen, by reason. */
export const notAcceptedReasons = {
  condition: "sell.not-accepted.condition",
  model: "sell.not-accepted.model",
  value: "sell.not-accepted.value"
} as const

type Verdict =
  | { readonly _tag: "Offer"; readonly offer: Offer }
  | { readonly _tag: "NotAccepted"; readonly reasonKey: string }

const quoteItem = (
  countryCode: MarketCode,
  item: FunnelItem,
  index: number,
  deductions: ReadonlyMap<number, { readonly kind: "percent" | "fixed"; readonly amount: number; readonly choiceId: number }>
) =>
  Effect.gen(function*() {
    const repo = yield* SellCatalogRepository
    if (item.model === undefined) return { _tag: "NotAccepted", reasonKey: notAcceptedReasons.model } as Verdict
    if (isRuledOut(item)) return { _tag: "NotAccepted", reasonKey: notAcceptedReasons.condition } as Verdict
    const [model, price] = yield* Effect.all([
      repo.sellModel(countryCode, item.model.id),
      repo.sellPriceFor(countryCode, item.model.id, item.config.storage ?? null)
    ])
    if (Option.isNone(model) || Option.isNone(price)) return { _tag: "NotAccepted", reasonKey: notAcceptedReasons.model } as Verdict
    // The brand, name and category decide the steps, the iPhone rules and the special offer: they must
    // be the catalogue's own, not whatever the query string says.
    const row = model.value
    if (row.brandId !== item.brand || row.name !== item.model.name || row.category !== item.category) {
      return { _tag: "NotAccepted", reasonKey: notAcceptedReasons.model } as Verdict
    }
    const applying = chosenChoiceIds(item).flatMap((id) => deductions.get(id) ?? [])
    const priced = priceOffers(countryCode, price.value, applying, qualifiesForSpecialOffer(item))
    if (priced._tag === "TooLow") return { _tag: "NotAccepted", reasonKey: notAcceptedReasons.value } as Verdict
    return {
      _tag: "Offer",
      offer: { item_index: index, item_name: model.value.name, productImage: model.value.imagePath, offers: priced.offers }
    } as Verdict
  })

/**
 * Offers for every device of the funnel (SPEC 3 Offer, one per item_index), or NotAccepted with the
 * indexes of the devices we do not buy: answers that rule the device out (core isRuledOut), a model
 * or storage without a price in the market, or an offer below the market minimum. A device that is
 * not fully described (core isDescribed: brand, model, config, an answer on every evaluation step of
 * its path) and not ruled out cannot be priced: InvalidRequest. Pricing it anyway would price the
 * unanswered steps as "no defect", i.e. at the full base price.
 */
export const quoteOffers = Effect.fn("Sell.quoteOffers")(function*(
  countryCode: MarketCode,
  items: ReadonlyArray<FunnelItem>
): Effect.fn.Return<OfferQuote, InvalidRequest | RepositoryError, SellCatalogRepository> {
  if (items.length === 0) return yield* Effect.fail(new InvalidRequest({ message: "no device to price" }))
  const incomplete = items.flatMap((item, index) =>
    item.brand === undefined || item.model === undefined || (!isRuledOut(item) && !isDescribed(item)) ? [index] : []
  )
  if (incomplete.length > 0) {
    return yield* Effect.fail(new InvalidRequest({
      message: `devices ${incomplete.join(", ")} lack their brand, model, configuration or an evaluation answer`
    }))
  }
  const repo = yield* SellCatalogRepository
  const deductions = new Map((yield* repo.deductions(countryCode)).map((d) => [d.choiceId, d] as const))
  const verdicts = yield* Effect.forEach(items, (item, index) => quoteItem(countryCode, item, index, deductions))
  const refused = verdicts.flatMap((v, index) => (v._tag === "NotAccepted" ? [{ index, reasonKey: v.reasonKey }] : []))
  const first = refused[0]
  if (first !== undefined) {
    return { _tag: "NotAccepted", itemIndexes: refused.map((r) => r.index), reasonKey: first.reasonKey } as const
  }
  return { _tag: "OffersQuoted", offers: verdicts.flatMap((v) => (v._tag === "Offer" ? [v.offer] : [])) } as const
})
