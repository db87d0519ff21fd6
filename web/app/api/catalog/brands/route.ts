import { Brand } from "@shop/core/catalog/catalogTypes"
import { brands } from "@shop/core/backend/index"
import { Category } from "@shop/core/catalog/index"
import { Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/** GET /api/catalog/brands/?category=smartphone: brands with in-stock products in the market. */
export const GET = route({
  countryParam: true,
  query: Schema.Struct({ category: Schema.optional(Category) }),
  response: Schema.Array(Brand),
  handler: ({ market, query }) => brands(market, query.category)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
