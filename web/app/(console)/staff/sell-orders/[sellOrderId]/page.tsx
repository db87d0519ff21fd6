import { sellOrderDetail } from "@shop/core/backend/staff/sellOrders"
import { localDateIn } from "@shop/core/markets/localDate"
import type { Metadata } from "next"
import Link from "next/link"
import { translatorFor } from "../../../../../src/i18n/translator.ts"
import { sellKey } from "../../../../../src/storefront/sell/sellText.ts"
import { staffTranslator } from "../../../../../src/staff/i18n.ts"
import { loadStaffData } from "../../../../../src/staff/load.ts"
import { inspectionOptionsOf } from "../../../../../src/staff/sellOrders/inspectionQuestions.ts"
import { SellOrderFindings } from "../../../../../src/staff/sellOrders/SellOrderFindings.tsx"
import { SellOrderStepForms } from "../../../../../src/staff/sellOrders/SellOrderStepForms.tsx"
import "../../../../../src/staff/sellOrders/sellOrders.css"
import { staffPage } from "../../../../../src/staff/session.ts"
import { StaffForbidden } from "../../../../../src/staff/ui/StaffForbidden.tsx"

export const metadata: Metadata = { title: "Sell order" }

/** One sell order: devices and answers, the seller, where it stands, its history, and the steps the member may take. */
export default async function StaffSellOrderPage(props: { readonly params: Promise<{ readonly sellOrderId: string }> }) {
  const { sellOrderId } = await props.params
  const { staff, allowed } = await staffPage(`/staff/sell-orders/${encodeURIComponent(sellOrderId)}/`, "sellOrders.read")
  const tr = staffTranslator(staff.language)
  if (!allowed) return <StaffForbidden tr={tr} staff={staff} />
  const detail = await loadStaffData(sellOrderDetail(staff, sellOrderId))
  // Each device's config values in the market (the findings name found values by them).
  const options = new Map(detail.devices.map((device) => [device.itemIndex, inspectionOptionsOf(device)] as const))
  const { t } = tr
  // The seller's answers in the funnel's own words, in the member's language.
  const words = translatorFor(staff.language)
  const { seller, progress, market } = detail
  const payout = seller.payout
  return (
    <section className="staff-panel" data-testid="staff-sell-order" data-id={detail.id}>
      <p><Link href="/staff/sell-orders/">{t("staff-sell-back")}</Link></p>
      <h1>{t("staff-sell-detail-title", { date: tr.instant(detail.createdAt) })}</h1>
      <p>
        {market} · <span className="staff-badge" data-testid="staff-sell-status" data-status={detail.status}>{t(`staff-sell-status-${detail.status}`)}</span>
        {" · "}{t("staff-sell-col-offer")}: {tr.money(detail.offer, market)}
      </p>

      {progress.inspection === null ? null : (
        <>
          <h2>{t("staff-finding-title")}</h2>
          <SellOrderFindings
            after={{
              inspection: progress.inspection,
              counterOffer: progress.counterOffer,
              decision: progress.decision,
              returned: progress.returned,
              inspectedBy: progress.history.find((event) => event.at === progress.inspection?.at)?.actorName ?? null
            }}
            market={market}
            options={options}
            tr={tr}
            words={words}
          />
        </>
      )}

      <h2>{t("staff-sell-actions")}</h2>
      <SellOrderStepForms detail={detail} tr={tr} words={words} today={localDateIn(market, Date.now())} />

      <h2>{t("staff-sell-devices")}</h2>
      <ul>
        {detail.devices.map((device) => (
          <li key={device.itemIndex}>
            <strong>{device.modelName}</strong> — {tr.money(device.offer, market)}
            {device.isInstantSell ? ` (${t("staff-sell-instant")})` : ""}
            {device.voucherCode === null ? null : <> · {t("staff-sell-voucher", { code: device.voucherCode, amount: tr.money(device.voucherValue, market) })}</>}
            {device.needsLockReview ? <p><strong>{t("staff-sell-lock-review")}</strong></p> : null}
            <p>{t("staff-sell-config")}: {device.config.map((c) => c.label).join(", ")}</p>
            <p>{t("staff-sell-answers")}: {device.answers.map((a) => (a.key === null ? `#${a.id}` : words.t(sellKey(a.key)))).join("; ")}</p>
          </li>
        ))}
      </ul>

      <h2>{t("staff-sell-seller")}</h2>
      <dl className="staff-details">
        <dt>{t("staff-sell-email")}</dt><dd>{seller.email}</dd>
        <dt>{t("staff-sell-account")}</dt><dd>{seller.accountId ?? t("staff-sell-guest")}</dd>
        {detail.tradeIn === null ? null : <>
          <dt>{t("staff-sell-trade-in", { order: detail.tradeIn.purchaseOrderId.slice(0, 8).toUpperCase() })}</dt>
          <dd data-testid="staff-sell-trade-in" data-payout={detail.tradeIn.payout}>
            <a href={`/staff/orders/${detail.tradeIn.purchaseOrderId}/`}>{t(`staff-sell-trade-in-${detail.tradeIn.payout}`)}</a>
          </dd>
        </>}
        <dt>{t("staff-sell-payout-details")}</dt>
        <dd>
          {payout === null && detail.tradeIn?.payout === "card-refund"
            ? t("staff-sell-trade-in-card-refund")
            : payout === null
            ? <span data-testid="staff-sell-payout-missing">{t("staff-sell-payout-missing")}</span>
            : <>
              {payout.sellerName} · {t(`staff-sell-method-${payout.paymentType}`)} {payout.iban}
              {payout.isCorporate && payout.cui !== null ? ` · ${t("staff-sell-company", { cui: payout.cui })}` : ""}
              {" · "}{payout.address.city}, {payout.address.county}
            </>}
        </dd>
        <dt>{t("staff-sell-col-pickup")}</dt>
        <dd>
          {seller.courier !== null
            ? t("staff-sell-courier", { address: `${seller.courier.street} ${seller.courier.number}, ${seller.courier.locality}, ${seller.courier.county}`, date: seller.courier.pickupDate })
            : seller.locker !== null ? t("staff-sell-locker", { locker: seller.locker.lockerId }) : "—"}
        </dd>
      </dl>

      <h2>{t("staff-sell-progress")}</h2>
      <ul data-testid="staff-sell-progress">
        {progress.arrival === null ? null : <li>{t("staff-sell-arrival", { via: t(`staff-sell-pickup-${progress.arrival.via}`), reference: progress.arrival.reference })}</li>}
        {progress.evaluation === null ? null : (
          <li>
            {progress.evaluation.note === ""
              ? t("staff-sell-evaluation-plain", { amount: tr.money(progress.evaluation.amount, market) })
              : t("staff-sell-evaluation", { amount: tr.money(progress.evaluation.amount, market), note: progress.evaluation.note })}
          </li>
        )}
        {progress.payout === null ? null : (
          <li data-testid="staff-sell-payout">
            {t("staff-sell-payout", {
              amount: tr.money(progress.payout.amount, market), method: t(`staff-sell-method-${progress.payout.method}`),
              payee: progress.payout.payee, reference: progress.payout.reference, day: progress.payout.paidOn
            })}
          </li>
        )}
      </ul>

      <h2>{t("staff-sell-history")}</h2>
      <ol data-testid="staff-sell-history">
        {progress.history.map((event) => (
          <li key={`${event.at}-${event.to}`}>
            {tr.instant(event.at)}: {t("staff-sell-history-entry", { from: t(`staff-sell-status-${event.from}`), to: t(`staff-sell-status-${event.to}`), name: event.actorName })}
            {event.note === null ? null : <> — {event.note}</>}
          </li>
        ))}
      </ol>
    </section>
  )
}
