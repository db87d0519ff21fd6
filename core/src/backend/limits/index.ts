export * from "./policies.ts"
export * from "./rateLimit.ts"
export * from "./rules.ts"
export * from "./sweep.ts"
