export * from "./market.ts"
