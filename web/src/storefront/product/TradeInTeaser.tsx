import { categoryIds, type Category } from "@shop/core/catalog/category"
import type { MarketCode } from "@shop/core/markets/market"
import type { Translator } from "../../i18n/translator.ts"
import { tradeInStartHref } from "../sell/funnelLocation.ts"

/**
 * "Trade in my old device" on a product page (issue 19): a plain link into the trade-in funnel at the
 * brand step of the product's category, coming back to this page once the trade-in is in the cart.
 * Rendered on the server, so the product page loads no script for it; the funnel is its own page.
 */
export function TradeInTeaser(props: {
  readonly market: MarketCode
  readonly tr: Translator
  readonly category: Category
  /** This page's path (with its shape), where the funnel comes back to. */
  readonly back: string
}) {
  const { tr } = props
  return (
    <p className="trade-in-teaser">
      <a className="trade-in-open" data-testid="trade-in-open" href={tradeInStartHref(props.market, props.back, categoryIds[props.category])}>
        {tr.t("trade-in-open")}
      </a>
      <span className="trade-in-teaser-hint">{tr.t("trade-in-open-hint")}</span>
    </p>
  )
}
