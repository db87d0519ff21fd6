import {
  availableShapes,
  AvailableShapesAnswer,
  availableShapesFailure,
  decodeAvailableShapesQuery
} from "@shop/core/backend/index"
import { route } from "../../../src/server/http.ts"
import { notAllowedExcept } from "../../../src/server/methods.ts"

/**
 * SPEC 7 GET /api/available-shapes/?locale=RO&productId=1 -> { success, data: { relatedSpecs } };
 * a failure (unknown product 404, malformed query 400) keeps the envelope: `success: false`, no
 * specs, plus `error` and `message`.
 */
export const GET = route({
  errorEnvelope: availableShapesFailure,
  query: decodeAvailableShapesQuery,
  response: AvailableShapesAnswer,
  handler: ({ query }) => availableShapes(query)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
