import { Effect, Option } from "effect"
import type { RepositoryError } from "../../errors.ts"
import type { MarketCode } from "../../markets/market.ts"
import { chosenChoiceIds, isRuledOut, qualifiesForSpecialOffer } from "../../sell/condition.ts"
import type { FunnelItem } from "../../sell/funnelState.ts"
import type { Offer, OfferOption } from "../../sell/offer.ts"
import type { Deduction } from "../../sell/sellTypes.ts"
import { SellCatalogRepository } from "../ports/SellCatalogRepository.ts"
import { priceOffers } from "./pricing.ts"

/** Translation keys of the not-accepted screen, by reason. */
export const notAcceptedReasons = {
  condition: "sell.not-accepted.condition",
  model: "sell.not-accepted.model",
  value: "sell.not-accepted.value"
} as const

/** What one device is worth in a market today: its two offer options, or why the shop would not buy it. */
export type DevicePrice =
  | { readonly _tag: "Offer"; readonly offer: Offer }
  | { readonly _tag: "NotAccepted"; readonly reasonKey: string }

/** The market's deductions by answer (choice id). */
export type DeductionTable = ReadonlyMap<number, Deduction>

export const deductionTable = (market: MarketCode): Effect.Effect<DeductionTable, RepositoryError, SellCatalogRepository> =>
  Effect.map(SellCatalogRepository.use((repo) => repo.deductions(market)), (rows) => new Map(rows.map((d) => [d.choiceId, d] as const)))

const notAccepted = (reasonKey: string): DevicePrice => ({ _tag: "NotAccepted", reasonKey })

/**
 * THE pricing of one device (issue 19: the quote and the inspection price with this one function): a
 * device ruled out by an answer, a model or storage without a price in the market, a brand, name or
 * category that is not the catalogue's own, or an offer below the market minimum is not bought;
 * otherwise the base price of its model and storage less its answers' deductions, as pricing.ts
 * priceOffers works it out. `index` is the device's item_index.
 */
export const priceDevice = (
  market: MarketCode,
  item: FunnelItem,
  index: number,
  deductions: DeductionTable
): Effect.Effect<DevicePrice, RepositoryError, SellCatalogRepository> =>
  Effect.gen(function*() {
    const repo = yield* SellCatalogRepository
    if (item.model === undefined) return notAccepted(notAcceptedReasons.model)
    if (isRuledOut(item)) return notAccepted(notAcceptedReasons.condition)
    const [model, price] = yield* Effect.all([
      repo.sellModel(market, item.model.id),
      repo.sellPriceFor(market, item.model.id, item.config.storage ?? null)
    ])
    if (Option.isNone(model) || Option.isNone(price)) return notAccepted(notAcceptedReasons.model)
    // The brand, name and category decide the steps, the iPhone rules and the special offer: they must
    // be the catalogue's own, not whatever the query string (or a stored order) says.
    const row = model.value
    if (row.brandId !== item.brand || row.name !== item.model.name || row.category !== item.category) {
      return notAccepted(notAcceptedReasons.model)
    }
    const applying = chosenChoiceIds(item).flatMap((id) => deductions.get(id) ?? [])
    const priced = priceOffers(market, price.value, applying, qualifiesForSpecialOffer(item))
    if (priced._tag === "TooLow") return notAccepted(notAcceptedReasons.value)
    return { _tag: "Offer", offer: { item_index: index, item_name: row.name, productImage: row.imagePath, offers: priced.offers } }
  })

/** The option a device was sold at (1 normal, 2 instant) of a price, or none when the shop would not buy it. */
export const chosenOptionOf = (price: DevicePrice, choice: 1 | 2): OfferOption | undefined =>
  price._tag === "Offer" ? price.offer.offers.find((o) => o.id === choice) : undefined
