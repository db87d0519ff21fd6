import { sumMoney } from "../cart/amounts.ts"
import type { FunnelState } from "./funnelState.ts"
import { chosenOption, type Offer } from "./offer.ts"

/**
 * The offer step's summary line (issue 17: never "Total: 0,00 lei" before a choice).
 * - Chosen: every device has its offer; `total` is what the sell order will carry as its
 *   totalEstimatedOffer (summed the same way).
 * - Choosing: some device has none yet; `upTo` is the most the sale can bring (each device's best
 *   option), `missing` how many devices still need a choice.
 */
export type OfferSummary =
  | { readonly _tag: "Chosen"; readonly total: number }
  | { readonly _tag: "Choosing"; readonly upTo: number; readonly missing: number }

const best = (offer: Offer): number => Math.max(0, ...offer.offers.map((option) => option.total_value))

/** The summary of the quoted offers for the funnel's devices and their choices (no offers: nothing chosen yet). */
export const offerSummary = (offers: ReadonlyArray<Offer>, state: Pick<FunnelState, "items">): OfferSummary => {
  const chosen = offers.map((offer) => {
    const choice = state.items[offer.item_index]?.offer
    return choice === undefined ? undefined : chosenOption(offer, choice)
  })
  const missing = chosen.filter((option) => option === undefined).length
  return missing === 0 && offers.length > 0
    ? { _tag: "Chosen", total: sumMoney(chosen.map((option) => option?.total_value ?? 0)) }
    : { _tag: "Choosing", upTo: sumMoney(offers.map(best)), missing }
}
