import { pathOf } from "@shop/core/routes/index"
import { ReviewFormIsland } from "../../client/islands.tsx"
import { formMessages } from "../../client/humanCheck/formMessages.ts"
import { localeOfMarket } from "../../i18n/catalogues.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"

/** The add-review page: `?kind=seller` reviews the sell service, anything else the shop. */
export function ReviewsAddView(props: ViewProps<"reviewsAdd">) {
  const { market, tr, searchParams } = props
  const kind = searchParams["kind"] === "seller" ? "seller" : "shop"
  const locale = localeOfMarket(market)
  return (
    <PageFrame {...props} className="reviews-page reviews-add" links={false}>
      <p className="reviews-add-kind">{tr.t(kind === "shop" ? "reviews-add-about-shop" : "reviews-add-about-seller")}</p>
      <p className="reviews-moderation-note">{tr.t("reviews-add-moderation")}</p>
      <ReviewFormIsland
        locale={locale}
        messages={formMessages(locale)}
        kind={kind}
        thanksPath={pathOf(market, "reviewsThanks")}
        errorPath={`${pathOf(market, "reviewsError")}${kind === "seller" ? "?kind=seller" : ""}`}
      />
    </PageFrame>
  )
}

/** After a stored review: it waits for moderation. */
export function ReviewsThanksView(props: ViewProps<"reviewsThanks">) {
  const { market, tr } = props
  return (
    <PageFrame {...props} className="reviews-page reviews-result" links={false}>
      <div className="form-alert form-alert-success" role="status" data-testid="reviews-thanks">
        <p>{tr.t("reviews-thanks-body")}</p>
      </div>
      <p className="reviews-result-links">
        <a className="button button-primary" href={pathOf(market, "reviews")}>{tr.t("reviews-back-to-list")}</a>
        <a className="button button-outline" href={pathOf(market, "shop")}>{tr.t("reviews-back-to-shop")}</a>
      </p>
    </PageFrame>
  )
}

/** When the server could not store a review: nothing was saved, try again. */
export function ReviewsErrorView(props: ViewProps<"reviewsError">) {
  const { market, tr, searchParams } = props
  const again = `${pathOf(market, "reviewsAdd")}${searchParams["kind"] === "seller" ? "?kind=seller" : ""}`
  return (
    <PageFrame {...props} className="reviews-page reviews-result" links={false}>
      <div className="form-alert form-alert-error" role="alert" data-testid="reviews-error">
        <p>{tr.t("reviews-error-body")}</p>
      </div>
      <p className="reviews-result-links">
        <a className="button button-primary" href={again}>{tr.t("reviews-try-again")}</a>
        <a className="button button-outline" href={pathOf(market, "faq")}>{tr.t("reviews-get-help")}</a>
      </p>
    </PageFrame>
  )
}
