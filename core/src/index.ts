// The domain core: every business rule of the spec, framework-free (depends on `effect` alone).
// Modules are namespaced so their vocabularies (e.g. cart `Accessory` vs. sell `Offer`) never collide.
export * as Account from "./account/index.ts"
export * as Auth from "./auth/index.ts"
export * as Cart from "./cart/index.ts"
export * as Catalog from "./catalog/index.ts"
export * as Consent from "./consent/index.ts"
export * as Markets from "./markets/index.ts"
export * as Ports from "./ports/index.ts"
export * as Routes from "./routes/index.ts"
export * as Sell from "./sell/index.ts"
export * as Settings from "./settings/index.ts"
export * as Validation from "./validation/index.ts"
