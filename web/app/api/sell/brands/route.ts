import { listSellBrands, SellBrandsQuery } from "@shop/core/backend/index"
import { SellBrandRow } from "@shop/core/sell/sellTypes"
import { Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/**
 * GET /api/sell/brands/?category=<id>: the sell funnel's brand picker, the brands with at least one
 * model bought in the market (in the category when given), by name, with their model count.
 */
export const GET = route({
  countryParam: true,
  query: SellBrandsQuery,
  response: Schema.Array(SellBrandRow),
  handler: ({ market, query }) => listSellBrands(market, query)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
