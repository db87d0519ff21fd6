import { ProductDetail, productDetail, productDetailById } from "@shop/core/backend/index"
import { pathOf } from "@shop/core/routes/index"
import { Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { Id, QueryText, Slug } from "../../../../src/server/params.ts"

/**
 * The page a product URL `/<shop>/<category>/<brand>/<item>/?shape=<shape>` names, from its parts
 * as the product page route receives them (category is the market's URL slug, e.g. `telefoane`;
 * item is `model--storage--colour--legacyModelId`), or by product id (`?id=`).
 */
const ByUrl = Schema.Struct({
  category: Slug,
  brand: Slug,
  item: Slug,
  shape: Schema.optional(Schema.Union([Schema.Literal(""), QueryText(80)]))
})
const ById = Schema.Struct({ id: Id })
const ProductQuery = Schema.Union([ById, ByUrl])

/** GET /api/catalog/product/?category=&brand=&item=&shape= (or ?id=): product detail; 404 when unknown. */
export const GET = route({
  countryParam: true,
  query: ProductQuery,
  response: ProductDetail,
  handler: ({ market, query }) =>
    "id" in query
      ? productDetailById(market, query.id)
      : productDetail(
        market,
        `${pathOf(market, "shop")}${query.category}/${query.brand}/${query.item}/`,
        query.shape === undefined || query.shape === "" ? "" : `?shape=${encodeURIComponent(query.shape)}`
      )
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
