import { imageByPath, imagePathOfSegments, StoredImage } from "@shop/core/backend/index"
import type { QueryRecord } from "@shop/core/backend/queryRecord"
import { Result, Schema } from "effect"
import { route } from "../../../src/server/http.ts"
import { imageResponse } from "../../../src/server/imageResponse.ts"

/**
 * An image's address is its path alone: a query would only make one picture many cache entries
 * (in browsers, CDNs and the image optimizer's cache), so any query is refused.
 */
const noQuery = (record: QueryRecord): Result.Result<undefined, { readonly message: string }> =>
  Object.keys(record).length === 0 ? Result.succeed(undefined) : Result.fail({ message: "an image takes no query" })

/**
 * GET /images/<path>.svg|png|jpg|webp: the catalogue's pictures (generated drawings, uploaded photos)
 * from the database, as stored; photos reach pages through the image optimizer (/_next/image), which
 * asks this route for them. The core decides what an image path is (no traversal, no odd characters);
 * anything else, or an unknown image, is a 404; a query is a 400.
 */
export const GET = route({
  query: noQuery,
  params: Schema.Struct({ path: Schema.Array(Schema.String).check(Schema.isMinLength(1), Schema.isMaxLength(10)) }),
  response: StoredImage,
  reply: (image, { request }) => imageResponse(image, request),
  handler: ({ params }) => imageByPath(imagePathOfSegments(params.path))
})
