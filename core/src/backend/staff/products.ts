import { Clock, Effect, Option, Schema } from "effect"
import { toMinor } from "../../cart/amounts.ts"
import { DbIdFromString } from "../../catalog/dbId.ts"
import { discountPercent } from "../../catalog/discount.ts"
import { changePrice, currentReference, currentSpan, lowestPriceBefore, type PriceSpan } from "../../catalog/omnibus.ts"
import { InvalidRequest, notFound, type NotFound, type RepositoryError, ValidationFailed, type Forbidden } from "../../errors.ts"
import { MarketCode } from "../../markets/market.ts"
import type { StaffActor } from "../../staff/roles.ts"
import { SafeText } from "../../validation/safeText.ts"
import { requirePermission } from "./access.ts"
import { audit, type AuditLog } from "./audit.ts"
import { type ProductWrite, type StaffProductRecord, StaffProductRepository, type StaffProductRow } from "./productPorts.ts"

/**
 * The staff console's catalogue (issue 18): find products, read one with its price history, change
 * its price, announced previous price and stock. Prices follow the Omnibus rule (catalog/omnibus.ts):
 * a new price's previous price is the lowest of the 30 days before it, or none; staff may withhold an
 * announcement but never announce another reference (docs/decisions-staff.md).
 */

export const staffProductPageSize = 25

/** The highest price staff may set, in any market's major units (a laptop in forints stays far below). */
export const maxStaffPrice = 10_000_000
export const maxStaffStock = 100_000

const hasCents = Schema.makeFilter((amount: number) =>
  Math.abs(amount * 100 - toMinor(amount)) < 1e-6 ? undefined : "a price has at most 2 decimals")

/** A price staff set: positive, at most 2 decimals. */
export const StaffMoney = Schema.Number.check(
  Schema.isFinite(),
  Schema.isGreaterThan(0),
  Schema.isLessThanOrEqualTo(maxStaffPrice),
  hasCents
)

/** `PATCH /api/staff/products/{id}/`: the figures to change; the others stay as they are. */
export const StaffProductPatch = Schema.Struct({
  price: Schema.optionalKey(StaffMoney),
  /** null: announce no reduction; a number: must be the Omnibus reference of the (new) price. */
  previousPrice: Schema.optionalKey(Schema.NullOr(StaffMoney)),
  stock: Schema.optionalKey(Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(maxStaffStock)))
})
export type StaffProductPatch = typeof StaffProductPatch.Type

/** `GET /api/staff/products/?market=&q=&page=` as its query record gives it. */
export const StaffProductListQuery = Schema.Struct({
  market: Schema.optionalKey(MarketCode),
  q: Schema.optionalKey(SafeText(100)),
  page: Schema.optionalKey(DbIdFromString)
})
export type StaffProductListQuery = typeof StaffProductListQuery.Type

/** A product in the console's table. */
export const StaffProductSummary = Schema.Struct({
  id: Schema.Number,
  market: MarketCode,
  sku: Schema.String,
  title: Schema.String,
  brandName: Schema.String,
  modelName: Schema.String,
  category: Schema.String,
  shape: Schema.String,
  price: Schema.Number,
  /** The announced reference (struck through on the storefront), null for none. */
  previousPrice: Schema.NullOr(Schema.Number),
  /** The badge the storefront shows (discount.ts discountPercent). */
  discountPercent: Schema.NullOr(Schema.Number),
  retailPrice: Schema.NullOr(Schema.Number),
  stock: Schema.Number
})
export type StaffProductSummary = typeof StaffProductSummary.Type

export const StaffPriceSpan = Schema.Struct({
  price: Schema.Number,
  /** ISO instants; `until` null for the price applied now. */
  from: Schema.String,
  until: Schema.NullOr(Schema.String)
})
export type StaffPriceSpan = typeof StaffPriceSpan.Type

export const StaffProductDetail = Schema.Struct({
  ...StaffProductSummary.fields,
  /** Newest first. */
  history: Schema.Array(StaffPriceSpan),
  /** The lowest price of the last 30 days: a cut now is announced against it when it is above the cut. */
  lowestPrice30Days: Schema.NullOr(Schema.Number),
  /** The only previous price the current price may be announced against (null: none may be). */
  allowedPreviousPrice: Schema.NullOr(Schema.Number)
})
export type StaffProductDetail = typeof StaffProductDetail.Type

export const StaffProductList = Schema.Struct({
  items: Schema.Array(StaffProductSummary),
  total: Schema.Number,
  page: Schema.Number,
  pageSize: Schema.Number
})
export type StaffProductList = typeof StaffProductList.Type

const summaryOf = ({ market, product }: StaffProductRow): StaffProductSummary => ({
  id: product.id,
  market,
  sku: product.legacySku,
  title: product.naming.title,
  brandName: product.brandName,
  modelName: product.modelName,
  category: product.category,
  shape: product.spec.shape,
  price: product.price,
  previousPrice: product.previousPrice,
  discountPercent: discountPercent(product.price, product.previousPrice),
  retailPrice: product.retailPrice,
  stock: product.stock
})

const iso = (at: number) => new Date(at).toISOString()

const detailOf = (record: StaffProductRecord, now: number): StaffProductDetail => ({
  ...summaryOf(record),
  history: [...record.history].reverse().map((span) => ({
    price: span.price,
    from: iso(span.from),
    until: span.until === null ? null : iso(span.until)
  })),
  lowestPrice30Days: lowestPriceBefore(historyOf(record, now), now),
  allowedPreviousPrice: currentReference(historyOf(record, now))
})

/**
 * The record's history, or for a product written without one (rows older than it, a fixture) its
 * current price as applied from `now`: a product with no known past announces no reduction.
 */
const historyOf = (record: StaffProductRecord, now: number): ReadonlyArray<PriceSpan> =>
  currentSpan(record.history)?.price === record.product.price
    ? record.history
    : changePrice(record.history, record.product.price, now).history

const figures = ({ product }: StaffProductRecord) => ({
  price: product.price,
  previousPrice: product.previousPrice,
  stock: product.stock
})

const sameMoney = (a: number, b: number) => toMinor(a) === toMinor(b)

const omnibusRefusal = (allowed: number | null) =>
  new ValidationFailed({
    fields: { previousPrice: "staff-previous-price-omnibus" },
    message: allowed === null
      ? "no reduction may be announced for this price: the lowest price of the 30 days before it is not above it (EU Omnibus rule)"
      : `a reduction of this price may only be announced against ${allowed}, the lowest price of the 30 days before it (EU Omnibus rule), or not at all (null)`
  })

/**
 * What a patch writes over the product as it is at `now`: a new price closes the current one and
 * takes the Omnibus reference of that instant as its previous price (unless the patch withholds it);
 * a previous price given must be that reference; the rest stays.
 */
export const decideProductWrite = (
  record: StaffProductRecord,
  patch: StaffProductPatch,
  now: number
): Effect.Effect<ProductWrite, ValidationFailed> => {
  const history = historyOf(record, now)
  const { product } = record
  const change = patch.price === undefined || sameMoney(patch.price, product.price)
    ? undefined
    : changePrice(history, patch.price, now)
  const allowed = change === undefined ? currentReference(history) : change.previousPrice
  const asked = patch.previousPrice
  if (asked !== undefined && asked !== null && (allowed === null || !sameMoney(asked, allowed))) {
    return Effect.fail(omnibusRefusal(allowed))
  }
  // Withheld on asking; the rule's figure when asked for (checked above) or when the price changes; else as stored.
  const previousPrice = asked === null
    ? null
    : asked !== undefined
    ? allowed
    : change !== undefined
    ? change.previousPrice
    : product.previousPrice
  return Effect.succeed({
    price: change === undefined || patch.price === undefined ? product.price : patch.price,
    previousPrice,
    stock: patch.stock ?? product.stock,
    priceFrom: change === undefined ? null : change.at
  })
}

/** A page of products (25), by id: of one market or all, matching `q` (id, title, model, brand, SKU). */
export const listStaffProducts = Effect.fn("Staff.listProducts")(function*(
  actor: StaffActor,
  query: StaffProductListQuery
): Effect.fn.Return<StaffProductList, Forbidden | RepositoryError, StaffProductRepository> {
  yield* requirePermission(actor, "products.read")
  const page = query.page ?? 1
  const q = query.q?.trim() ?? ""
  const found = yield* (yield* StaffProductRepository).search({
    market: query.market ?? null,
    q: q === "" ? null : q,
    offset: (page - 1) * staffProductPageSize,
    limit: staffProductPageSize
  })
  return { items: found.items.map(summaryOf), total: found.total, page, pageSize: staffProductPageSize }
})

/** One product with its price history and what its price may be announced against. */
export const staffProductDetail = Effect.fn("Staff.productDetail")(function*(
  actor: StaffActor,
  id: number
): Effect.fn.Return<StaffProductDetail, Forbidden | NotFound | RepositoryError, StaffProductRepository> {
  yield* requirePermission(actor, "products.read")
  const record = yield* (yield* StaffProductRepository).byId(id)
  if (Option.isNone(record)) return yield* Effect.fail(notFound("product", id))
  return detailOf(record.value, yield* Clock.currentTimeMillis)
})

/**
 * Changes a product's price, announced previous price and stock (permission products.edit), then
 * audits "product.update" with the figures before and after. An empty patch is a 400; a previous
 * price the Omnibus rule does not give is a 422 (`staff-previous-price-omnibus`), nothing written.
 */
export const updateStaffProduct = Effect.fn("Staff.updateProduct")(function*(
  actor: StaffActor,
  id: number,
  patch: StaffProductPatch
): Effect.fn.Return<
  StaffProductDetail,
  Forbidden | InvalidRequest | NotFound | ValidationFailed | RepositoryError,
  StaffProductRepository | AuditLog
> {
  yield* requirePermission(actor, "products.edit")
  if (patch.price === undefined && patch.previousPrice === undefined && patch.stock === undefined) {
    return yield* Effect.fail(new InvalidRequest({ message: "nothing to change: give price, previousPrice or stock" }))
  }
  const now = yield* Clock.currentTimeMillis
  const updated = yield* (yield* StaffProductRepository).update(id, (current) => decideProductWrite(current, patch, now))
  if (Option.isNone(updated)) return yield* Effect.fail(notFound("product", id))
  const { before, after } = updated.value
  yield* audit(actor, "product.update", `product:${id}`, { market: before.market, ...figures(before) }, { market: after.market, ...figures(after) })
  return detailOf(after, now)
})
