import { listSellModels, SellModelsQuery } from "@shop/core/backend/index"
import { SellModelRow } from "@shop/core/sell/sellTypes"
import { Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/**
 * GET /api/sell/models/?category=<id>&brandId=<id>&search=<text>: the sell funnel's model picker,
 * the models bought in the market (each with its best base price for "up to" labels), by name.
 * Every parameter is optional; a malformed one is 400.
 */
export const GET = route({
  countryParam: true,
  query: SellModelsQuery,
  response: Schema.Array(SellModelRow),
  handler: ({ market, query }) => listSellModels(market, query)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
