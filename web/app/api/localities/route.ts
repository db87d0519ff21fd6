import { localities, Locality } from "@shop/core/backend/index"
import { Schema } from "effect"
import { route } from "../../../src/server/http.ts"

/** GET /api/localities/?county=<county id>: the county's localities by name; empty for an unknown county. */
export const GET = route({
  countryParam: true,
  query: Schema.Struct({ county: Schema.String.check(Schema.isBetweenLength(1, 100)) }),
  response: Schema.Array(Locality),
  handler: ({ market, query }) => localities(market, query.county)
})
