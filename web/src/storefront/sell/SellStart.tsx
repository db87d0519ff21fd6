"use client"
import type { Category } from "@shop/core/catalog/category"
import type { MarketCode } from "@shop/core/markets/market"
import Link from "next/link"
import { useT } from "../../client/useT.ts"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { pushSellEvent } from "./sellAnalytics.ts"
import { useHydrated } from "../../client/useHydrated.ts"

/** Where the landing's calls to action go, written by the server (startHref): no route table in the island. */
export interface SellStartLinks {
  /** The funnel's start (sell a phone). */
  readonly start: string
  /** The start with each category chosen, in the order of the tiles. */
  readonly categories: ReadonlyArray<{ readonly category: Category; readonly href: string }>
}

/**
 * The landing's way into the funnel (SPEC 2.5: the sell route at brand/): the main call to action
 * sells a phone, the tiles another category. Each pushes sell_funnel_started; the move is a client
 * navigation, so the data layer keeps the event.
 */
export function SellStart(props: { readonly market: MarketCode; readonly links: SellStartLinks }) {
  const { links, market } = props
  const t = useT()
  const ready = useHydrated()
  const started = (category?: Category) => () =>
    pushSellEvent({ event: "sell_funnel_started", country: market, ...(category === undefined ? {} : { category }) })
  return (
    <div className="sell-start" data-ready={ready}>
      <Link className="button button-primary sell-start-main" data-testid="sell-start" href={links.start} onClick={started()}>
        {t("sell-landing-start")}
      </Link>
      <ul className="sell-tiles sell-categories" aria-label={t("sell-landing-categories")}>
        {links.categories.map(({ category, href }) => (
          <li key={category}>
            <Link className="sell-tile" data-testid="sell-start-category" data-category={category} href={href} onClick={started(category)}>
              <span className={`sell-category-icon sell-icon-${category}`} aria-hidden="true" />
              <span>{t(`sell-category-${category}` as MessageKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
