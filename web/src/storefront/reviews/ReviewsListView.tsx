import { reviewPage } from "@shop/core/backend/reviews/reviewService"
import { markets } from "@shop/core/markets/index"
import { parsePageParam } from "@shop/core/reviews/pagination"
import type { ReviewKind } from "@shop/core/reviews/review"
import { ratings } from "@shop/core/reviews/review"
import { starShare } from "@shop/core/reviews/summary"
import { pathOf } from "@shop/core/routes/index"
import { loadForPage } from "../../server/page.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"
import { Stars } from "./Stars.tsx"

/**
 * The review lists (SPEC 2.1): `reviews` shows the shop's reviews, `sellerReviews` those of the sell
 * service. Rating summary (average, per-star bars), approved reviews newest first, pages of
 * `reviewsPageSize`. A malformed `?page=` shows the first page and a page past the end the last one,
 * each with a notice; never an error.
 */
export async function ReviewsListView(props: ViewProps<"reviews"> | ViewProps<"sellerReviews">, kind: ReviewKind) {
  const { market, tr, searchParams } = props
  const request = parsePageParam(searchParams["page"])
  const page = await loadForPage(reviewPage(market, kind, request.page))
  const { summary, reviews, window } = page
  const listPath = pathOf(market, kind === "shop" ? "reviews" : "sellerReviews")
  const addPath = `${pathOf(market, "reviewsAdd")}${kind === "seller" ? "?kind=seller" : ""}`
  const dates = new Intl.DateTimeFormat(tr.locale, { dateStyle: "long", timeZone: markets[market].timeZone })
  const notice = request.malformed ? tr.t("reviews-page-malformed") : window.clamped ? tr.t("reviews-page-past-end") : null
  const pageHref = (n: number) => (n === 1 ? listPath : `${listPath}?page=${n}`)
  return (
    <PageFrame {...props} className="reviews-page" links={false}>
      <nav className="reviews-tabs" aria-label={tr.t("reviews-tabs-label")}>
        <a href={pathOf(market, "reviews")} aria-current={kind === "shop" ? "page" : undefined}>{tr.t("reviews-tab-shop")}</a>
        <a href={pathOf(market, "sellerReviews")} aria-current={kind === "seller" ? "page" : undefined}>{tr.t("reviews-tab-seller")}</a>
      </nav>
      {notice === null ? null : <p className="reviews-notice" role="status" data-testid="reviews-notice">{notice}</p>}
      <div className="reviews-layout">
        <aside className="reviews-summary" aria-labelledby="reviews-summary-title" data-testid="reviews-summary">
          <h2 id="reviews-summary-title">{tr.t("reviews-summary-title")}</h2>
          {summary.count === 0 ? <p>{tr.t("reviews-none-yet")}</p> : (
            <>
              <p className="reviews-average">
                <span className="reviews-average-number" data-testid="reviews-average">{tr.intl.formatNumber(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
                <Stars rating={Math.round(summary.average)} label={tr.t("reviews-average-label", { average: tr.intl.formatNumber(summary.average), count: summary.count })} />
              </p>
              <p className="reviews-count">{tr.t("reviews-count", { count: summary.count })}</p>
              <ul className="reviews-bars">
                {ratings.map((star) => (
                  <li key={star}>
                    <span className="reviews-bar-label">{tr.t("reviews-stars", { count: star })}</span>
                    <span className="reviews-bar" aria-hidden="true"><span style={{ width: `${starShare(summary, star)}%` }} /></span>
                    <span className="reviews-bar-count">{summary.perStar[star]}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <a className="button button-primary" href={addPath} data-testid="reviews-add-link">{tr.t("reviews-add-link")}</a>
        </aside>
        <div className="reviews-list">
          <h2 className="visually-hidden">{tr.t(kind === "shop" ? "reviews-tab-shop" : "reviews-tab-seller")}</h2>
          {reviews.length === 0 ? <p>{tr.t("reviews-none-yet")}</p> : (
            <ol className="reviews-items">
              {reviews.map((review) => (
                <li key={review.id}>
                  <article className="review-card" data-testid="review" aria-labelledby={`review-${review.id}`}>
                    <Stars rating={review.rating} label={tr.t("reviews-stars", { count: review.rating })} />
                    <h3 id={`review-${review.id}`}>{review.title}</h3>
                    <p className="review-text">{review.text}</p>
                    <p className="review-meta">
                      <span className="review-author">{review.name}</span>
                      {" · "}
                      <time dateTime={new Date(review.createdAt).toISOString()}>{dates.format(review.createdAt)}</time>
                    </p>
                  </article>
                </li>
              ))}
            </ol>
          )}
          {window.pageCount <= 1 ? null : (
            <nav className="reviews-pager" aria-label={tr.t("reviews-pager-label")} data-testid="reviews-pager">
              {window.page > 1 ? <a href={pageHref(window.page - 1)} rel="prev">{tr.t("reviews-pager-previous")}</a> : <span />}
              <ol>
                {Array.from({ length: window.pageCount }, (_, i) => i + 1).map((n) => (
                  <li key={n}>
                    <a href={pageHref(n)} aria-current={n === window.page ? "page" : undefined} aria-label={tr.t("reviews-pager-page", { page: n })}>{n}</a>
                  </li>
                ))}
              </ol>
              {window.page < window.pageCount ? <a href={pageHref(window.page + 1)} rel="next">{tr.t("reviews-pager-next")}</a> : <span />}
            </nav>
          )}
        </div>
      </div>
    </PageFrame>
  )
}

export const ShopReviewsView = (props: ViewProps<"reviews">) => ReviewsListView(props, "shop")
export const SellerReviewsView = (props: ViewProps<"sellerReviews">) => ReviewsListView(props, "seller")
