import { Effect, Schema, SchemaTransformation } from "effect"
import { AccessoryTypes } from "./accessoryTypes.ts"

export { AccessoryTypes } from "./accessoryTypes.ts"

const Price = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))
const Int = Schema.Number.check(Schema.isInt())

const commonFields = {
  id: Int,
  name: Schema.String,
  price: Price,
  isActive: Schema.Boolean,
  type: Schema.String,
  /** Analytics label of the place the shopper added it from (free text, e.g. "PDP"). */
  origin: Schema.optionalKey(Schema.String),
  /** Position of the owning line in phoneCart, kept in step by the cart rules; display only. */
  cartIndex: Schema.optionalKey(Int.check(Schema.isGreaterThanOrEqualTo(0)))
}

/** Cart line id (CartItem.id) the accessory is attached to; null for a loose accessory. */
const PhoneId = Schema.NullOr(Schema.String)

const AccessoryDecoded = Schema.Struct({ ...commonFields, phoneId: PhoneId, isWrappingTax: Schema.Boolean })

/** The backend has spelled the wrapping-tax flag both ways; either is accepted, ours is written. */
const AccessoryEncoded = Schema.Struct({
  ...commonFields,
  phoneId: PhoneId.pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))),
  isWrappingTax: Schema.optionalKey(Schema.Boolean),
  is_wrapping_tax: Schema.optionalKey(Schema.Boolean)
})

/** SPEC 3 Accessory, prices in major units. */
export const Accessory = AccessoryEncoded.pipe(
  Schema.decodeTo(
    AccessoryDecoded,
    SchemaTransformation.transform({
      decode: ({ is_wrapping_tax, isWrappingTax, ...rest }) => ({
        ...rest,
        isWrappingTax: isWrappingTax ?? is_wrapping_tax ?? false
      }),
      encode: (accessory) => accessory
    })
  )
)
export type Accessory = typeof Accessory.Type
export type AccessoryJson = typeof Accessory.Encoded

export const isBattery = (accessory: Accessory): boolean => accessory.type === AccessoryTypes.battery

/** Either the flag or the type marks a wrapping tax; both spellings exist in backend data. */
export const isWrappingTax = (accessory: Accessory): boolean =>
  accessory.isWrappingTax || accessory.type === AccessoryTypes.wrappingTax

export const isProfessionalInstallation = (accessory: Accessory): boolean =>
  accessory.type === AccessoryTypes.professionalInstallation

/** SPEC 5: professional installation and wrapping tax never show in the flat cart list. */
export const isHiddenFromFlatList = (accessory: Accessory): boolean =>
  isProfessionalInstallation(accessory) || isWrappingTax(accessory)
