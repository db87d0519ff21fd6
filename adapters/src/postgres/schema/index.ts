/** The one Drizzle schema both drivers (PGlite, node-postgres) and drizzle-kit use. */
export * from "./accessories.ts"
export * from "./carts.ts"
export * from "./catalog.ts"
export * from "./orders.ts"
export * from "./places.ts"
export * from "./sell.ts"
export * from "./sellOrders.ts"
export * from "./settings.ts"
