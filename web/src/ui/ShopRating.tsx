import type { MarketCode } from "@shop/core/markets/index"
import type { ShownRating } from "@shop/core/reviews/shownRating"
import { pathOf } from "@shop/core/routes/index"
import type { Translator } from "../i18n/translator.ts"

/**
 * The shop's star rating with its average and count, linking to the reviews page (issue 17). The
 * stars are filled to the average (4.6 is not five whole stars); readers hear the reviews page's
 * sentence ("Average 4.6 out of 5 from 124 reviews"), not the glyphs. `tone` "light" is for the hero's green background.
 */
export function ShopRating(props: {
  readonly market: MarketCode
  readonly tr: Translator
  readonly rating: ShownRating
  readonly tone?: "light"
}) {
  const { market, rating, tr } = props
  const average = tr.intl.formatNumber(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <a
      className={props.tone === "light" ? "shop-rating shop-rating-light" : "shop-rating"}
      href={pathOf(market, "reviews")}
      data-testid="shop-rating"
      data-average={rating.average}
      data-count={rating.count}
    >
      <span className="visually-hidden">{tr.t("reviews-average-label", { average, count: rating.count })}</span>
      <span className="rating-stars" aria-hidden="true">
        <span className="rating-stars-fill" style={{ width: `${rating.fillPercent}%` }}>★★★★★</span>
        ★★★★★
      </span>
      <span className="shop-rating-average" aria-hidden="true">{average}</span>
      <span className="shop-rating-count" aria-hidden="true" data-testid="shop-rating-count">{tr.t("reviews-count", { count: rating.count })}</span>
    </a>
  )
}
