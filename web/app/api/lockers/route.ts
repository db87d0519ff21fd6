import { ParcelLocker } from "@shop/core/locations/locationTypes"
import { searchLockers } from "@shop/core/backend/index"
import { Result, Schema } from "effect"
import { route } from "../../../src/server/http.ts"
import { notAllowedExcept } from "../../../src/server/methods.ts"

/**
 * GET /api/lockers/?search=: the market's parcel lockers (at most 100), searched by name, address
 * or locality. The core service reads the query itself (unknown names and long searches are 400).
 */
export const GET = route({
  countryParam: true,
  query: (record) => Result.succeed(record),
  response: Schema.Array(ParcelLocker),
  handler: ({ market, query }) => searchLockers(market, query)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
