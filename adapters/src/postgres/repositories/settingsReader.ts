import { asc, eq } from "drizzle-orm"
import { Effect, Option } from "effect"
import type { ReturnAddress, ShippingRates } from "@shop/core/catalog/catalogTypes"
import type { CartLimitations } from "@shop/core/cart/limits"
import type { MarketCode } from "@shop/core/markets/market"
import type { DatabaseShape } from "../Database.ts"
import { cartLimitations, cartLimitedItems, returnAddresses, shippingCosts, warrantyReturnsSettings } from "../schema/settings.ts"
import { warrantySettingsOf } from "./warrantyRow.ts"

/** The per-market settings rows as core values; none when the market has no row. */
export const marketSettingsReader = (database: DatabaseShape) => ({
  cartLimitations: (market: MarketCode) =>
    Effect.gen(function* () {
      const [limits] = yield* database.query("cart limitations", (db) =>
        db.select().from(cartLimitations).where(eq(cartLimitations.market, market)))
      if (limits === undefined) return Option.none<CartLimitations>()
      const items = yield* database.query("cart limited items", (db) =>
        db
          .select({ modelName: cartLimitedItems.modelName, storage: cartLimitedItems.storage })
          .from(cartLimitedItems)
          .where(eq(cartLimitedItems.market, market))
          .orderBy(asc(cartLimitedItems.position)))
      return Option.some<CartLimitations>({
        isActive: limits.isActive,
        maxCartItems: limits.maxCartItems,
        limitedItems: items,
        maxCartLimitedItems: limits.maxCartLimitedItems
      })
    }),

  warrantySettings: (market: MarketCode) =>
    Effect.map(
      database.query("warranty settings", (db) =>
        db.select().from(warrantyReturnsSettings).where(eq(warrantyReturnsSettings.market, market))),
      ([row]) =>
        Option.map(Option.fromNullishOr(row), warrantySettingsOf)
    ),

  shippingRates: (market: MarketCode) =>
    Effect.map(
      database.query("shipping rates", (db) => db.select().from(shippingCosts).where(eq(shippingCosts.market, market))),
      ([row]) =>
        Option.map(Option.fromNullishOr(row), (s): ShippingRates => ({
          courier: s.courier,
          locker: s.locker,
          cashOnDeliveryFee: s.cashOnDeliveryFee,
          freeShippingFrom: s.freeShippingFrom
        }))
    ),

  returnAddress: (market: MarketCode) =>
    Effect.map(
      database.query("return address", (db) => db.select().from(returnAddresses).where(eq(returnAddresses.market, market))),
      ([row]) =>
        Option.map(Option.fromNullishOr(row), (r): ReturnAddress => ({
          recipient: r.recipient,
          street: r.street,
          postalCode: r.postalCode,
          city: r.city,
          region: r.region,
          country: r.country,
          phone: r.phone
        }))
    )
})
