// Ports: one Context.Service each. Adapters live in the adapters package.
export * from "./Analytics.ts"
export * from "./CartStorage.ts"
export * from "./Identity.ts"
export * from "./RemoteCartStore.ts"
export * from "./SellApi.ts"
export * from "./ShopApi.ts"
export * from "./CheckoutApi.ts"
export * from "./HumanVerification.ts"
