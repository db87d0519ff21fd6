import { availableShapes, AvailableShapesAnswer, decodeAvailableShapesQuery } from "@shop/core/backend/index"
import { route } from "../../../src/server/http.ts"

/** SPEC 7 GET /api/available-shapes/?locale=RO&productId=1 -> { success, data: { relatedSpecs } }. */
export const GET = route({
  query: decodeAvailableShapesQuery,
  response: AvailableShapesAnswer,
  handler: ({ query }) => availableShapes(query)
})
