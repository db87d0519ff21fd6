import {
  decodeRelatedAccessoriesQuery,
  relatedAccessories,
  RelatedAccessoriesAnswer
} from "@shop/core/backend/index"
import { route } from "../../../src/server/http.ts"

/** SPEC 7 GET /api/get-related-accessories/?countryCode=RO&productIds=1,2 -> { success, data }. */
export const GET = route({
  query: decodeRelatedAccessoriesQuery,
  response: RelatedAccessoriesAnswer,
  handler: ({ query }) => relatedAccessories(query)
})
