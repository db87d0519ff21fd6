import { Schema } from "effect"
import { OfferChoice } from "./funnelState.ts"

const Amount = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))

/**
 * One price option of a device (SPEC 3): id 1 is the normal offer, 2 the instant sell. `total_value`
 * is what the seller gets with this option (value plus voucher); previous_price is null when the
 * price did not drop.
 */
export const OfferOption = Schema.Struct({
  id: OfferChoice,
  value: Amount,
  voucher_value: Amount,
  total_value: Amount,
  promotion_value: Amount,
  previous_price: Schema.NullOr(Amount)
})
export type OfferOption = typeof OfferOption.Type

/** The offers for one device of the funnel, matched to it by item_index (SPEC 3). */
export const Offer = Schema.Struct({
  item_index: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
  item_name: Schema.String,
  productImage: Schema.String,
  offers: Schema.Array(OfferOption)
})
export type Offer = typeof Offer.Type

/** The option a device's offer choice points at, if the offer has it. */
export const chosenOption = (offer: Offer, choice: OfferChoice): OfferOption | undefined =>
  offer.offers.find((option) => option.id === choice)
