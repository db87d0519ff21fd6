import { Result, Schema } from "effect"
import { CartLimitExceeded } from "./errors.ts"
import type { CartState } from "./cartState.ts"

const Count = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))

/** SPEC 3 Cart limitations, as configured by the shop (anti-reseller caps). */
export const CartLimitations = Schema.Struct({
  isActive: Schema.Boolean,
  maxCartItems: Count,
  limitedItems: Schema.Array(Schema.Struct({ modelName: Schema.String, storage: Schema.NullOr(Schema.String) })),
  maxCartLimitedItems: Count
})
export type CartLimitations = typeof CartLimitations.Type

/** SPEC 5: a device or limit without a storage counts under 'N/A'. */
export const UNKNOWN_STORAGE = "N/A"

export type LimitsVerdict =
  | { readonly _tag: "Valid" }
  | { readonly _tag: "TooManyItems"; readonly count: number; readonly max: number }
  | {
    readonly _tag: "TooManyLimitedItems"
    readonly modelName: string
    readonly storage: string
    readonly count: number
    readonly max: number
  }

const valid: LimitsVerdict = { _tag: "Valid" }

const storageKey = (storage: string | null): string => storage ?? UNKNOWN_STORAGE

/**
 * SPEC 5: with limits active, invalid when the devices outnumber maxCartItems, or when the devices
 * of one limited model + storage outnumber maxCartLimitedItems. Inactive limits or an empty cart
 * are always valid. The verdict says which rule failed, for the message.
 */
export const validateLimits = (cart: CartState, limits: CartLimitations): LimitsVerdict => {
  const devices = cart.phoneCart
  if (!limits.isActive || devices.length === 0) return valid
  if (devices.length > limits.maxCartItems) {
    return { _tag: "TooManyItems", count: devices.length, max: limits.maxCartItems }
  }
  for (const limited of limits.limitedItems) {
    const storage = storageKey(limited.storage)
    const count = devices.filter(
      (line) => line.device.model === limited.modelName && storageKey(line.device.storage) === storage
    ).length
    if (count > limits.maxCartLimitedItems) {
      return { _tag: "TooManyLimitedItems", modelName: limited.modelName, storage, count, max: limits.maxCartLimitedItems }
    }
  }
  return valid
}

export const isWithinLimits = (cart: CartState, limits: CartLimitations): boolean =>
  validateLimits(cart, limits)._tag === "Valid"

/**
 * A change that adds devices is refused when it leaves the cart over the limits (SPEC 5), so the
 * shopper hears it when adding, not only at checkout. Changes that remove devices never need this.
 */
export const admitWithinLimits = (cart: CartState, limits: CartLimitations): Result.Result<CartState, CartLimitExceeded> => {
  const verdict = validateLimits(cart, limits)
  switch (verdict._tag) {
    case "Valid":
      return Result.succeed(cart)
    case "TooManyItems":
      return Result.fail(new CartLimitExceeded({ rule: "TooManyItems", max: verdict.max }))
    case "TooManyLimitedItems":
      return Result.fail(new CartLimitExceeded({
        rule: "TooManyLimitedItems",
        max: verdict.max,
        modelName: verdict.modelName,
        storage: verdict.storage
      }))
  }
}
