import { Effect, Schema } from "effect"
import { Category } from "../catalog/category.ts"
import { ProductNaming, Stock } from "../catalog/product.ts"
import { Accessory } from "./accessory.ts"
import { ExtraService, SelectedExtraService } from "./extraService.ts"

const Int = Schema.Number.check(Schema.isInt())
const Price = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))

/** Where the shopper added the device from (analytics); SPEC 3 default 'Default'. */
export const CartOrigins = ["Default", "PDP", "PDP - Bundle"] as const
export const CartOrigin = Schema.Literals(CartOrigins)
export type CartOrigin = typeof CartOrigin.Type

/**
 * The device a cart line sells, copied from the product when added. `model_type` is the device
 * category (smartphone, tablet, ...), which the merge rules read; `model_id` is the legacy model id.
 */
export const CartDevice = Schema.Struct({
  brand: Schema.String,
  model: Schema.String,
  color: Schema.String,
  storage: Schema.NullOr(Schema.String),
  shape: Schema.String,
  connectivity: Schema.NullOr(Schema.String),
  material: Schema.NullOr(Schema.String),
  size: Schema.NullOr(Schema.String),
  model_type: Category,
  model_id: Int,
  legacySellId: Schema.NullOr(Int)
})
export type CartDevice = typeof CartDevice.Type

/**
 * SPEC 3 Cart item (one device line). Field names are the spec's, snake_case included, because
 * stored and remote carts already use them.
 */
export const CartItem = Schema.Struct({
  /** Line id, unique per line: two lines may sell the same productId. */
  id: Schema.String.check(Schema.isNonEmpty()),
  productId: Int,
  /** The backend's sell order id for this unit; refresh replaces it (SPEC 4). */
  order_id: Schema.NullOr(Int),
  buy_price: Price,
  buy_previous_price: Schema.NullOr(Price),
  /** Units in stock when last seen. */
  availability: Int.check(Schema.isGreaterThanOrEqualTo(0)),
  currentStock: Stock,
  selected_extra_services: Schema.Array(SelectedExtraService),
  available_extra_services: Schema.Array(ExtraService),
  deviceAccessories: Schema.Array(Accessory),
  deviceAvailableAccessories: Schema.Array(Accessory),
  origin: CartOrigin.pipe(Schema.withDecodingDefaultKey(Effect.succeed("Default" as const))),
  installment_type: Schema.NullOr(Schema.String).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))),
  device: CartDevice,
  productUrl: Schema.String,
  productImage: Schema.String,
  naming: ProductNaming
})
export type CartItem = typeof CartItem.Type
