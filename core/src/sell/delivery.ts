import { Schema } from "effect"

/**
 * Courier pickup address (SPEC 3). `addressId` is the saved address picked, null for a new one;
 * postalCode and details may be empty where the market does not ask for them. pickupDate is a
 * calendar day, YYYY-MM-DD. Field rules (required, per market) belong to the validators.
 */
export const CourierAddress = Schema.Struct({
  addressId: Schema.NullOr(Schema.Number.check(Schema.isInt())),
  county: Schema.String,
  locality: Schema.String,
  postalCode: Schema.NullOr(Schema.String),
  street: Schema.String,
  number: Schema.String,
  details: Schema.NullOr(Schema.String),
  pickupDate: Schema.String
})
export type CourierAddress = typeof CourierAddress.Type

export const Locker = Schema.Struct({ lockerId: Schema.String })
export type Locker = typeof Locker.Type

export const DeliveryMethodName = Schema.Literals(["easybox", "courier"])
export type DeliveryMethodName = typeof DeliveryMethodName.Type

export const CourierDelivery = Schema.Struct({
  deliveryMethod: Schema.Struct({ name: Schema.Literal("courier") }),
  address: CourierAddress
})
export const LockerDelivery = Schema.Struct({
  deliveryMethod: Schema.Struct({ name: Schema.Literal("easybox") }),
  locker: Locker
})

/** Delivery details of a sale (SPEC 3): courier pickup at an address, or a parcel locker. */
export const DeliveryDetails = Schema.Union([CourierDelivery, LockerDelivery])
export type DeliveryDetails = typeof DeliveryDetails.Type
