import {
  decodeRelatedAccessoriesQuery,
  relatedAccessories,
  RelatedAccessoriesAnswer,
  relatedAccessoriesFailure
} from "@shop/core/backend/index"
import { route } from "../../../src/server/http.ts"
import { notAllowedExcept } from "../../../src/server/methods.ts"

/**
 * SPEC 7 GET /api/get-related-accessories/?countryCode=RO&productIds=1,2 -> { success, data }; a
 * failure (no known product 404, malformed query 400) keeps the envelope: `success: false`,
 * `data: []`, plus `error` and `message`.
 */
export const GET = route({
  errorEnvelope: relatedAccessoriesFailure,
  query: decodeRelatedAccessoriesQuery,
  response: RelatedAccessoriesAnswer,
  handler: ({ query }) => relatedAccessories(query)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
