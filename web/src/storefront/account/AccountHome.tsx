import { hasInsurances } from "@shop/core/account/insurances"
import { mySalesWithProgress } from "@shop/core/backend/account/saleProgress"
import type { MarketCode } from "@shop/core/markets/index"
import type { RouteKey } from "@shop/core/routes/index"
import { pathOf, pathOfRoute } from "@shop/core/routes/router"
import { Result } from "effect"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"
import { requireAccountUser } from "./accountSession.ts"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { loadForPage } from "../../server/page.ts"
import { formatDay } from "./format.ts"

type HomeLink = { readonly key: RouteKey; readonly label: MessageKey; readonly hint: MessageKey }

/** A parameterless account page of the market (my insurances is RO only). */
const hrefOf = (market: MarketCode, key: RouteKey): string =>
  Result.getOrElse(pathOfRoute(market, { key, params: {} } as never), () => pathOf(market, "account"))

const saleHref = (market: MarketCode, saleId: string): string =>
  Result.getOrElse(pathOfRoute(market, { key: "saleDetails", params: { saleId } } as never), () => pathOf(market, "mySales"))

/** The account's sections, in the order a shopper looks for them; my insurances where the market sells them. */
const sections = (market: MarketCode): ReadonlyArray<HomeLink> => [
  { key: "myPurchases", label: "myaccount-nav-purchases", hint: "myaccount-nav-purchases-hint" },
  { key: "mySales", label: "myaccount-nav-sales", hint: "myaccount-nav-sales-hint" },
  { key: "return", label: "myaccount-nav-return", hint: "myaccount-nav-return-hint" },
  { key: "myWarranties", label: "myaccount-nav-warranties", hint: "myaccount-nav-warranties-hint" },
  ...(hasInsurances(market) ? [{ key: "myInsurances", label: "myaccount-nav-insurances", hint: "myaccount-nav-insurances-hint" } satisfies HomeLink] : []),
  { key: "accountGenius", label: "myaccount-nav-genius", hint: "myaccount-nav-genius-hint" },
  { key: "settings", label: "myaccount-nav-settings", hint: "myaccount-nav-settings-hint" }
]

export async function AccountHomeView(props: ViewProps<"account">) {
  const { market, names, route, tr, pathname } = props
  const user = await requireAccountUser(market, pathname)
  // Counter-offers waiting for the seller's answer, soonest deadline first: the one thing here with a deadline.
  const waiting = (await loadForPage(mySalesWithProgress(user.id, market)))
    .flatMap((sale) => (sale.status === "counter-offered" && sale.progress.counterOffer !== null ? [{ id: sale.sellOrderId, expiresAt: sale.progress.counterOffer.expiresAt }] : []))
    .toSorted((a, b) => a.expiresAt - b.expiresAt)
  const first = waiting[0]
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-area" links={false}>
      <p className="account-area-greeting" data-testid="account-greeting">
        {tr.t("myaccount-greeting", { name: user.name ?? user.email })}
      </p>
      {first === undefined ? null : (
        <div className="account-notice" role="status" data-testid="account-counter-offer-notice" data-count={waiting.length}>
          <strong>{tr.t("mysale-notice-counter-offer", { count: waiting.length })}</strong>
          <span>{tr.t("mysale-notice-counter-offer-until", { date: formatDay(market, first.expiresAt) })}</span>
          <a href={waiting.length === 1 ? saleHref(market, first.id) : hrefOf(market, "mySales")}>{tr.t("mysale-notice-open")}</a>
        </div>
      )}
      <ul className="account-area-sections">
        {sections(market).map((section) => (
          <li key={section.key}>
            <a href={hrefOf(market, section.key)} data-testid={`account-nav-${section.key}`}>
              <strong>{tr.t(section.label)}</strong>
              <span>{tr.t(section.hint)}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="account-area-logout"><a href={pathOf(market, "logout")}>{tr.t("myaccount-logout")}</a></p>
    </PageFrame>
  )
}
