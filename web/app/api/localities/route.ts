import { localities } from "@shop/core/backend/index"
import { Locality } from "@shop/core/locations/locationTypes"
import { Schema } from "effect"
import { route } from "../../../src/server/http.ts"
import { QueryText } from "../../../src/server/params.ts"
import { notAllowedExcept } from "../../../src/server/methods.ts"

/** GET /api/localities/?county=<county id>: the county's localities by name; empty for an unknown county. */
export const GET = route({
  countryParam: true,
  query: Schema.Struct({ county: QueryText(100) }),
  response: Schema.Array(Locality),
  handler: ({ market, query }) => localities(market, query.county)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
