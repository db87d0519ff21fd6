import { counties } from "@shop/core/backend/index"
import { County } from "@shop/core/locations/locationTypes"
import { Schema } from "effect"
import { route } from "../../../src/server/http.ts"
import { notAllowedExcept } from "../../../src/server/methods.ts"

/** GET /api/counties/: the market's counties (judete, oblasti, megyek, perifereies), by name. */
export const GET = route({
  countryParam: true,
  response: Schema.Array(County),
  handler: ({ market }) => counties(market)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
