export * from "./market.ts"
export * from "./localDate.ts"
export * from "./priceFormat.ts"
export * from "./euro.ts"
