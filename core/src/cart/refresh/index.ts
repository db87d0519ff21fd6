export * from "./body.ts"
export * from "./reconcile.ts"
export * from "./refreshCart.ts"
export * from "./response.ts"
