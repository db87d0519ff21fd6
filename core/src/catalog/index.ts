export * from "./category.ts"
export * from "./product.ts"
