import { CatalogModel } from "@shop/core/catalog/catalogTypes"
import { models } from "@shop/core/backend/index"
import { Category } from "@shop/core/catalog/index"
import { Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { Slug } from "../../../../src/server/params.ts"

/**
 * GET /api/catalog/models/?category=smartphone&brand=apple: models with in-stock products; an
 * unknown brand slug is 404.
 */
export const GET = route({
  countryParam: true,
  query: Schema.Struct({ category: Schema.optional(Category), brand: Schema.optional(Slug) }),
  response: Schema.Array(CatalogModel),
  handler: ({ market, query }) =>
    models(market, {
      ...(query.category === undefined ? {} : { category: query.category }),
      ...(query.brand === undefined ? {} : { brandSlug: query.brand })
    })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
