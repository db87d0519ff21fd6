export * from "./market.ts"
export * from "./localDate.ts"
