import { Effect, Schema } from "effect"

/** SPEC 8 translation key shown as a cart toast when a device cannot be added. */
export const OUT_OF_STOCK_KEY = "sorry-no-stock"

/** SPEC 5: the cart already holds as many lines of this product as it has in stock. */
export class OutOfStock extends Schema.TaggedError<OutOfStock>()("OutOfStock", {
  key: Schema.Literal(OUT_OF_STOCK_KEY).pipe(Schema.withConstructorDefault(Effect.succeed(OUT_OF_STOCK_KEY))),
  productId: Schema.Number,
  stock: Schema.Number
}) {}

/** A rule was asked to change a device line that is not (or no longer) in the cart. */
export class CartLineNotFound extends Schema.TaggedError<CartLineNotFound>()("CartLineNotFound", {
  lineId: Schema.String
}) {}

/** A line can only select an extra service the backend offered for it. */
export class ExtraServiceNotOffered extends Schema.TaggedError<ExtraServiceNotOffered>()("ExtraServiceNotOffered", {
  lineId: Schema.String,
  serviceId: Schema.Number
}) {}

/**
 * A BATTERY accessory offered to attachAccessory or addLooseAccessory: a new battery enters only
 * through addBattery, which also writes its batteryCart entry (the label and the backend read it).
 * `lineId` is null for a loose attempt.
 */
export class BatteryAccessoryRefused extends Schema.TaggedError<BatteryAccessoryRefused>()("BatteryAccessoryRefused", {
  accessoryId: Schema.Number,
  lineId: Schema.NullOr(Schema.String)
}) {}

/**
 * SPEC 5 cart limits: adding the device would make the cart invalid (more devices than
 * maxCartItems, or more of one limited model and storage than maxCartLimitedItems).
 */
export class CartLimitExceeded extends Schema.TaggedError<CartLimitExceeded>()("CartLimitExceeded", {
  rule: Schema.Literals(["TooManyItems", "TooManyLimitedItems"]),
  max: Schema.Number,
  modelName: Schema.optionalKey(Schema.String),
  storage: Schema.optionalKey(Schema.String)
}) {}
