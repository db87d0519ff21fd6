import { PublicReview, reviewPage } from "@shop/core/backend/reviews/reviewService"
import { ReviewKind } from "@shop/core/reviews/review"
import { parsePageParam } from "@shop/core/reviews/pagination"
import { Effect, Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

const StarCounts = Schema.Struct({ 1: Schema.Number, 2: Schema.Number, 3: Schema.Number, 4: Schema.Number, 5: Schema.Number })

const ReviewPageAnswer = Schema.Struct({
  summary: Schema.Struct({ count: Schema.Number, average: Schema.Number, perStar: StarCounts }),
  reviews: Schema.Array(PublicReview),
  page: Schema.Number,
  pageCount: Schema.Number
})

const ListQuery = Schema.Struct({
  kind: Schema.optionalKey(ReviewKind),
  page: Schema.optionalKey(Schema.String)
})

/**
 * GET /api/reviews/approved/?kind=shop|seller&page=N: approved reviews of the host's market, newest first,
 * with the rating summary. A malformed page is the first page; one past the end is the last.
 */
export const GET = route({
  query: ListQuery,
  response: ReviewPageAnswer,
  handler: ({ market, query }) =>
    Effect.map(reviewPage(market, query.kind ?? "shop", parsePageParam(query.page).page), (page) => ({
      summary: page.summary,
      reviews: page.reviews,
      page: page.window.page,
      pageCount: page.window.pageCount
    }))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
