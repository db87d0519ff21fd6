import { imageByPath, imagePathOfSegments, StoredImage } from "@shop/core/backend/index"
import { Schema } from "effect"
import { route } from "../../../src/server/http.ts"
import { imageResponse } from "../../../src/server/imageResponse.ts"

/**
 * GET /images/<path>.svg: the generated device and accessory pictures, from the database. The core
 * decides what an image path is (no traversal, no odd characters); anything else, or an unknown
 * image, is a 404.
 */
export const GET = route({
  params: Schema.Struct({ path: Schema.Array(Schema.String).check(Schema.isMinLength(1), Schema.isMaxLength(10)) }),
  response: StoredImage,
  reply: (image, { request }) => imageResponse(image, request),
  handler: ({ params }) => imageByPath(imagePathOfSegments(params.path))
})
