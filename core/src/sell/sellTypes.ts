import { Schema } from "effect"
import { CategoryId } from "../catalog/category.ts"
import { ConfigAttributes } from "./config.ts"
import { SellOrderPayload } from "./sellOrder.ts"

const Int = Schema.Number.check(Schema.isInt())
const Amount = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))

/** A model the shop buys back in a market (the funnel's model step lists them). */
export const SellModelRow = Schema.Struct({
  id: Int,
  name: Schema.String,
  brandId: Int,
  category: CategoryId,
  imagePath: Schema.String,
  /** Best base price over its storages, for "up to" labels. */
  maxPrice: Amount
})
export type SellModelRow = typeof SellModelRow.Type

export const SellModelFilter = Schema.Struct({
  category: Schema.optionalKey(CategoryId),
  brandId: Schema.optionalKey(Int),
  /** Case-insensitive substring of the model name. */
  search: Schema.optionalKey(Schema.String)
})
export type SellModelFilter = typeof SellModelFilter.Type

/** A brand with at least one model bought in the market (the funnel's brand step lists them). */
export const SellBrandRow = Schema.Struct({
  id: Int,
  slug: Schema.String,
  name: Schema.String,
  /** Models of the brand bought in the market (in the asked category when one was given). */
  modelCount: Int.check(Schema.isGreaterThanOrEqualTo(1))
})
export type SellBrandRow = typeof SellBrandRow.Type

/**
 * One value the funnel's config step offers (colour, storage, provider ...). The id is what a
 * FunnelItem's config carries for the attribute, and what prices storages (sellPriceFor).
 */
export const SellOption = Schema.Struct({
  id: Int,
  attribute: Schema.Literals(ConfigAttributes),
  label: Schema.String
})
export type SellOption = typeof SellOption.Type

/** Every config value of a model in a market: the model's own, by id, then the market's providers, by id. */
export const SellModelOptions = Schema.Array(SellOption)
export type SellModelOptions = typeof SellModelOptions.Type

export const SellBrandFilter = Schema.Struct({ category: Schema.optionalKey(CategoryId) })
export type SellBrandFilter = typeof SellBrandFilter.Type

/**
 * The buyback price of a model in a storage (the funnel's storage attribute id; null for models sold
 * without a storage choice) for a device in the best condition. `previous` is the former price when
 * it dropped, else null.
 */
export const SellPrice = Schema.Struct({ base: Amount, previous: Schema.NullOr(Amount) })
export type SellPrice = typeof SellPrice.Type

/**
 * What one answer (core sell choice id) takes off the base price: a percentage of the base, or a
 * fixed amount in the market's currency. Answers without a row deduct nothing.
 */
export const Deduction = Schema.Struct({
  choiceId: Int,
  kind: Schema.Literals(["percent", "fixed"]),
  amount: Amount
})
export type Deduction = typeof Deduction.Type

/**
 * Where a sell order stands (issue 19's machine, core sell/sellOrderStatus.ts): submitted, received,
 * then evaluated (inspection matched the offer) or counter-offered (it found less), the seller's
 * accepted or declined, returned (a declined device sent back), paid, cancelled.
 */
export const SellOrderStatuses = [
  "submitted",
  "received",
  "evaluated",
  "counter-offered",
  "accepted",
  "declined",
  "returned",
  "paid",
  "cancelled"
] as const
export const SellOrderStatus = Schema.Literals(SellOrderStatuses)
export type SellOrderStatus = typeof SellOrderStatus.Type

/** A sell order as stored: the payload as the server recomputed it, every field kept. */
export const StoredSellOrder = Schema.Struct({
  sellOrderId: Schema.String,
  payload: SellOrderPayload,
  status: SellOrderStatus,
  /** Epoch ms. */
  createdAt: Int,
  /** Devices that need a manual carrier-lock check before payout (core flagsFor). */
  lockReviewItemIndexes: Schema.Array(Int)
})
export type StoredSellOrder = typeof StoredSellOrder.Type

export const NewSellOrder = Schema.Struct({
  payload: SellOrderPayload,
  createdAt: Int,
  lockReviewItemIndexes: Schema.Array(Int)
})
export type NewSellOrder = typeof NewSellOrder.Type

/** The payload as the API shows it: every field but `serviceDbUserId`, an account's id, which no answer carries. */
const { serviceDbUserId: _ownerId, ...publicPayloadFields } = SellOrderPayload.fields
export const PublicSellOrderPayload = Schema.Struct(publicPayloadFields)
export type PublicSellOrderPayload = typeof PublicSellOrderPayload.Type

/** A stored sell order as GET /api/sell/orders/{id}/ answers it (core sellOrderQueries.ts). */
export const PublicSellOrder = Schema.Struct({ ...StoredSellOrder.fields, payload: PublicSellOrderPayload })
export type PublicSellOrder = typeof PublicSellOrder.Type

/** What POST /api/sell/orders/ answers the seller: the sell order, and the token that opens a guest's sale. */
export const SellOrderReceipt = Schema.Struct({ sellOrderId: Schema.String, payload: PublicSellOrderPayload, sellOrderToken: Schema.String })
export type SellOrderReceipt = typeof SellOrderReceipt.Type

/** The payload without the account id (PublicSellOrderPayload). */
export const publicPayload = (payload: SellOrderPayload): PublicSellOrderPayload => {
  const { serviceDbUserId: _owner, ...rest } = payload
  return rest
}
