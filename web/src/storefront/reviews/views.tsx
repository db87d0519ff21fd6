import type { RouteViews } from "../views.ts"
import { ReviewsAddView, ReviewsErrorView, ReviewsThanksView } from "./ReviewPages.tsx"
import { SellerReviewsView, ShopReviewsView } from "./ReviewsListView.tsx"

/** The reviews area's pages by route key. */
export const reviewsViews: RouteViews = {
  reviews: ShopReviewsView,
  sellerReviews: SellerReviewsView,
  reviewsAdd: ReviewsAddView,
  reviewsThanks: ReviewsThanksView,
  reviewsError: ReviewsErrorView
}
