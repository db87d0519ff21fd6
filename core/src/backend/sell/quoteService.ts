import { Effect, Schema } from "effect"
import { MarketCode } from "../../markets/market.ts"
import { isRuledOut } from "../../sell/condition.ts"
import { isDescribed } from "../../sell/funnelRepair.ts"
import { FunnelItem, maxFunnelItems } from "../../sell/funnelState.ts"
import type { OfferQuote } from "../../ports/SellApi.ts"
import { InvalidRequest, type RepositoryError } from "../../errors.ts"
import type { SellCatalogRepository } from "../ports/SellCatalogRepository.ts"
import { deductionTable, notAcceptedReasons, priceDevice } from "./priceDevice.ts"

/** Body of POST /api/sell/offers/: the funnel's devices (their state from the query string). */
export const QuoteRequest = Schema.Struct({
  countryCode: MarketCode,
  items: Schema.Array(FunnelItem).check(Schema.isMinLength(1), Schema.isMaxLength(maxFunnelItems))
})
export type QuoteRequest = typeof QuoteRequest.Type

/** Translation keys of the not-accepted screen, by reason (priceDevice.ts). */
export { notAcceptedReasons }

/**
 * Offers for every device of the funnel (SPEC 3 Offer, one per item_index), or NotAccepted with the
 * indexes of the devices we do not buy: answers that rule the device out (core isRuledOut), a model
 * or storage without a price in the market, or an offer below the market minimum. A device that is
 * not fully described (core isDescribed: brand, model, config, an answer on every evaluation step of
 * its path) and not ruled out cannot be priced: InvalidRequest. Pricing it anyway would price the
 * unanswered steps as "no defect", i.e. at the full base price. Each device is priced by priceDevice,
 * the one function the inspection prices with too.
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
  const deductions = yield* deductionTable(countryCode)
  const verdicts = yield* Effect.forEach(items, (item, index) => priceDevice(countryCode, item, index, deductions))
  const refused = verdicts.flatMap((v, index) => (v._tag === "NotAccepted" ? [{ index, reasonKey: v.reasonKey }] : []))
  const first = refused[0]
  if (first !== undefined) {
    return { _tag: "NotAccepted", itemIndexes: refused.map((r) => r.index), reasonKey: first.reasonKey } as const
  }
  return { _tag: "OffersQuoted", offers: verdicts.flatMap((v) => (v._tag === "Offer" ? [v.offer] : [])) } as const
})
