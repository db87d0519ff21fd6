"use client"
import { Categories, categoryIds, type Category } from "@shop/core/catalog/category"
import type { MarketCode } from "@shop/core/markets/market"
import Link from "next/link"
import { useT } from "../../client/useT.ts"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { startHref, type SellVariants } from "./funnelLocation.ts"
import { pushSellEvent } from "./sellAnalytics.ts"
import { useHydrated } from "../../client/useHydrated.ts"

/**
 * The landing's way into the funnel (SPEC 2.5: the sell route at brand/): the main call to action
 * sells a phone, the tiles another category. Each pushes sell_funnel_started; the move is a client
 * navigation, so the data layer keeps the event.
 */
export function SellStart(props: { readonly market: MarketCode; readonly variants: SellVariants }) {
  const { market, variants } = props
  const t = useT()
  const ready = useHydrated()
  const started = (category?: Category) => () =>
    pushSellEvent({ event: "sell_funnel_started", country: market, ...(category === undefined ? {} : { category }) })
  return (
    <div className="sell-start" data-ready={ready}>
      <Link className="button button-primary sell-start-main" data-testid="sell-start" href={startHref(market, undefined, variants)} onClick={started()}>
        {t("sell-landing-start")}
      </Link>
      <ul className="sell-tiles sell-categories" aria-label={t("sell-landing-categories")}>
        {Categories.map((category) => (
          <li key={category}>
            <Link className="sell-tile" data-testid="sell-start-category" data-category={category} href={startHref(market, categoryIds[category], variants)} onClick={started(category)}>
              <span className={`sell-category-icon sell-icon-${category}`} aria-hidden="true" />
              <span>{t(`sell-category-${category}` as MessageKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
