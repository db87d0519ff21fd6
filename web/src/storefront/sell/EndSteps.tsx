"use client"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { back } from "@shop/core/sell/transitions"
import { useT } from "../../client/useT.ts"
import { startHref } from "./funnelLocation.ts"
import { pickupDayLabel } from "./pickupDayLabel.ts"
import { sellKey } from "./sellText.ts"
import type { CongratsData } from "./stepData.ts"
import type { FunnelNav } from "./useFunnel.ts"

/** Congrats: the stored sell order's number, what happens next. */
export function CongratsStep(props: { readonly nav: FunnelNav; readonly congrats: CongratsData }) {
  const { congrats, nav } = props
  const t = useT()
  return (
    <div className="sell-end sell-congrats" data-testid="sell-congrats">
      <p className="sell-order-number">
        {t("sell-congrats-order")} <strong data-testid="sell-order-number">{congrats.sellOrderId}</strong>
      </p>
      <p className="sell-lead">{t("sell-congrats-total", { total: formatPrice(nav.market, congrats.total), count: congrats.devices.length })}</p>
      <ul className="sell-congrats-devices">
        {congrats.devices.map((name, index) => <li key={`${index}-${name}`}>{name}</li>)}
      </ul>
      <p>{t("sell-congrats-email", { email: congrats.email })}</p>
      <p>{congrats.courier !== null ? t("sell-congrats-courier", { date: pickupDayLabel(nav.market, congrats.courier) }) : t("sell-congrats-locker")}</p>
      <a className="button button-outline" href={startHref(nav.market, undefined, nav.variants)}>{t("sell-congrats-again")}</a>
    </div>
  )
}

/** Not accepted: why we do not buy the device, and a way to change the answer or start again. */
export function NotAcceptedStep(props: { readonly nav: FunnelNav; readonly reasonKey: string | null }) {
  const { nav, reasonKey } = props
  const t = useT()
  return (
    <div className="sell-end sell-not-accepted" data-testid="sell-not-accepted">
      <p className="sell-lead">{t(sellKey(reasonKey ?? "sell.not-accepted.condition"))}</p>
      <p>{t("sell-not-accepted-recycle")}</p>
      <div className="sell-actions">
        {reasonKey === null ? (
          <button type="button" className="button button-outline" onClick={() => nav.go(back(nav.state, nav.session))}>
            {t("sell-not-accepted-change")}
          </button>
        ) : null}
        <a className="button button-primary" href={startHref(nav.market, undefined, nav.variants)}>{t("sell-not-accepted-other")}</a>
      </div>
    </div>
  )
}
