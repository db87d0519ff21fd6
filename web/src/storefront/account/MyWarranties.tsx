import { myWarranties, myWarrantyClaims, type WarrantyEntry } from "@shop/core/backend/account/warranties"
import type { WarrantyMeasure } from "@shop/core/account/warrantyReturnsSettings"
import type { MarketCode } from "@shop/core/markets/index"
import { markets } from "@shop/core/markets/index"
import { pathOf } from "@shop/core/routes/router"
import { Effect } from "effect"
import type { Translator } from "../../i18n/translator.ts"
import { loadForPage } from "../../server/page.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"
import { requireAccountUser } from "./accountSession.ts"
import { formatDay } from "./format.ts"
import { AfterSalesAnswer, AfterSalesBadge } from "./AfterSalesDecision.tsx"

const unitOf: { readonly [M in WarrantyMeasure]: "year" | "month" | "day" } = { years: "year", months: "month", days: "day" }

/** "2 years", "24 de luni", "12 hónap": a period in the market's language (Intl unit names). */
export const periodText = (market: MarketCode, measure: WarrantyMeasure, count: number): string =>
  new Intl.NumberFormat(markets[market].locale, { style: "unit", unit: unitOf[measure], unitDisplay: "long" }).format(count)

/** The last day a coverage ending (exclusively) at `until` still covers, in the market's time zone. */
export const lastCoveredDay = (market: MarketCode, until: number): string => formatDay(market, until - 1)

/** A YYYY-MM-DD day (pickup days) shown as the market shows dates. */
export const dayText = (market: MarketCode, day: string): string => {
  const at = Date.parse(`${day}T12:00:00Z`)
  return Number.isNaN(at) ? day : formatDay(market, at)
}

/** Where the send-in form of one device is: the send-in page with `?order=&line=`. */
export const sendInHref = (market: MarketCode, orderId: string, line: number): string =>
  `${pathOf(market, "sendInWarranty")}?order=${encodeURIComponent(orderId)}&line=${line}`

function WarrantyCard(props: {
  readonly market: MarketCode
  readonly tr: Translator
  readonly entry: WarrantyEntry
}) {
  const { market, tr, entry } = props
  const { warranty } = entry
  const extension = warranty.extension
  return (
    <li className="account-card warranty-card" data-testid="warranty-device" data-order-id={entry.order.id} data-line={entry.line} data-state={warranty.state}>
      <div className="account-card-head">
        <span>{tr.t("mywarranty-order", { date: formatDay(market, entry.order.placedAt) })}</span>
        <span className={`account-badge warranty-badge-${warranty.state}`} data-testid="warranty-state">
          {tr.t(warranty.state === "active" ? "mywarranty-state-active" : "mywarranty-state-expired")}
        </span>
      </div>
      <h2 className="warranty-device">{entry.title}</h2>
      <p className="warranty-kind" data-testid="warranty-kind">{tr.t(extension === null ? "mywarranty-kind-standard" : "mywarranty-kind-extended")}</p>
      <ul className="warranty-parts">
        <li>{tr.t("mywarranty-standard-period", { period: periodText(market, warranty.standardPeriod.measure, warranty.standardPeriod.validity) })}</li>
        {extension !== null && (
          <li data-testid="warranty-extension">
            {tr.t("mywarranty-extension-period", { period: periodText(market, "months", extension.months) })}
          </li>
        )}
      </ul>
      <dl className="account-card-facts">
        {extension !== null && (
          <div><dt>{tr.t("mywarranty-standard-until")}</dt><dd data-testid="warranty-standard-until">{lastCoveredDay(market, warranty.standardUntil)}</dd></div>
        )}
        <div><dt>{tr.t("mywarranty-until")}</dt><dd data-testid="warranty-until">{lastCoveredDay(market, warranty.validUntil)}</dd></div>
      </dl>
      <p className="warranty-start">
        {entry.deliveredAt === null
          ? tr.t("mywarranty-starts-order", { date: formatDay(market, warranty.startsAt) })
          : tr.t("mywarranty-starts-delivery", { date: formatDay(market, warranty.startsAt) })}
      </p>
      {entry.openClaim !== null && (
        <p className="warranty-open-claim" data-testid="warranty-open-claim">
          {tr.t("mywarranty-claim-open", { date: formatDay(market, entry.openClaim.createdAt), pickup: dayText(market, entry.openClaim.pickupDate) })}
        </p>
      )}
      {entry.canSendIn && (
        <a className="button button-primary warranty-send-in" data-testid="warranty-send-in" href={sendInHref(market, entry.order.id, entry.line)}>
          {tr.t("mywarranty-send-in")}
        </a>
      )}
    </li>
  )
}

/** My warranties: each device of the user's covered orders with its warranty, and the send-in requests. */
export async function MyWarrantiesView(props: ViewProps<"myWarranties">) {
  const { market, names, route, tr, pathname } = props
  const user = await requireAccountUser(market, pathname)
  const { entries, claims } = await loadForPage(Effect.all({
    entries: myWarranties(user.id, market),
    claims: myWarrantyClaims(user.id, market)
  }))
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-area warranty-area" links={false}>
      <p><a href={pathOf(market, "account")}>{tr.t("myaccount-back")}</a></p>
      <p>{tr.t("mywarranty-intro")}</p>
      {entries.length === 0
        ? <p className="account-empty" data-testid="warranty-empty">{tr.t("mywarranty-none")}</p>
        : (
          <ul className="account-cards">
            {entries.map((entry) => (
              <WarrantyCard key={`${entry.order.id}-${entry.line}`} market={market} tr={tr} entry={entry} />
            ))}
          </ul>
        )}
      <h2>{tr.t("mywarranty-claims")}</h2>
      {claims.length === 0
        ? <p className="account-empty">{tr.t("mywarranty-claims-none")}</p>
        : (
          <ul className="account-cards">
            {claims.map((claim) => (
              <li key={claim.id} className="account-card" data-testid="warranty-claim" data-order-id={claim.orderId} data-line={claim.line}>
                <div className="account-card-head">
                  <span>{tr.t("mywarranty-claim-requested", { date: formatDay(market, claim.createdAt) })}</span>
                  <AfterSalesBadge progress={claim} tr={tr} />
                </div>
                <h2 className="warranty-device">{claim.order.lines[claim.line]?.title ?? `#${claim.line + 1}`}</h2>
                <p className="warranty-problem">{claim.problem}</p>
                <p className="warranty-start">{tr.t("mywarranty-claim-pickup", { date: dayText(market, claim.pickupDate) })}</p>
                <AfterSalesAnswer market={market} progress={claim} tr={tr} />
              </li>
            ))}
          </ul>
        )}
    </PageFrame>
  )
}
