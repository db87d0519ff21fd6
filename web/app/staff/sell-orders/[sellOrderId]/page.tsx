import { sellOrderDetail } from "@shop/core/backend/staff/sellOrders"
import type { StaffSellOrderDetail } from "@shop/core/backend/staff/sellOrderViews"
import { localDateIn } from "@shop/core/markets/localDate"
import type { SellOrderTarget } from "@shop/core/staff/sellOrderActions"
import type { Metadata } from "next"
import Link from "next/link"
import type { ReactNode } from "react"
import { translatorFor } from "../../../../src/i18n/translator.ts"
import { sellKey } from "../../../../src/storefront/sell/sellText.ts"
import { type StaffTranslator, staffTranslator } from "../../../../src/staff/i18n.ts"
import { loadStaffData } from "../../../../src/staff/load.ts"
import { sellOrderStepAction } from "../../../../src/staff/sellOrders/sellOrderActions.ts"
import { staffPage } from "../../../../src/staff/session.ts"
import { StaffActionForm } from "../../../../src/staff/ui/StaffActionForm.tsx"
import { StaffForbidden } from "../../../../src/staff/ui/StaffForbidden.tsx"

export const metadata: Metadata = { title: "Sell order" }

type Detail = StaffSellOrderDetail

/** The fields of one step's form, and whether it asks before it is sent (every step but "received" cannot be taken back lightly). */
function StepForm({ detail, to, tr, today }: { readonly detail: Detail; readonly to: SellOrderTarget; readonly tr: StaffTranslator; readonly today: string }) {
  const { t } = tr
  const field = (label: string, input: ReactNode) => <label><span>{label}</span>{input}</label>
  const note = (required: boolean, label = t("staff-sell-field-note")) =>
    field(label, <textarea name="note" required={required} maxLength={1000} rows={2} />)
  const confirm = { question: t("staff-confirm-question"), yes: t("staff-confirm-yes", { action: t(`staff-sell-do-${to}`) }), cancel: t("staff-confirm-cancel") }
  const common = { action: sellOrderStepAction.bind(null, detail.id, to), name: to, verb: to, label: t(`staff-sell-do-${to}`), className: "staff-form-grid" }
  switch (to) {
    case "received":
      return (
        <StaffActionForm {...common}>
          {field(t("staff-sell-field-reference"), <input name="reference" required maxLength={100} autoComplete="off" />)}
          {note(false)}
        </StaffActionForm>
      )
    case "inspected":
      // The inspection form (every question of the device again) is the console's part of issue 19.
      return null
    case "paid": {
      const amount = detail.amountDue ?? 0
      return (
        <StaffActionForm {...common} confirm={confirm}>
          {field(t("staff-sell-field-paid-amount", { amount: tr.money(amount, detail.market) }),
            <input name="amount" type="number" inputMode="decimal" step="0.01" min="0.01" required />)}
          {field(t("staff-sell-field-payment-reference"), <input name="reference" required maxLength={100} autoComplete="off" />)}
          {field(t("staff-sell-field-paid-on"), <input name="paidOn" type="date" defaultValue={today} max={today} required />)}
          {note(false)}
        </StaffActionForm>
      )
    }
    case "returned":
      return (
        <StaffActionForm {...common} confirm={confirm}>
          {field(t("staff-sell-field-return-reference"), <input name="reference" required maxLength={100} autoComplete="off" />)}
          {note(false)}
        </StaffActionForm>
      )
    case "cancelled":
      return <StaffActionForm {...common} confirm={confirm} danger>{note(true, t("staff-sell-field-reason"))}</StaffActionForm>
  }
}

/** One sell order: devices and answers, the seller, where it stands, its history, and the steps the member may take. */
export default async function StaffSellOrderPage(props: { readonly params: Promise<{ readonly sellOrderId: string }> }) {
  const { sellOrderId } = await props.params
  const { staff, allowed } = await staffPage(`/staff/sell-orders/${encodeURIComponent(sellOrderId)}/`, "sellOrders.read")
  const tr = staffTranslator(staff.language)
  if (!allowed) return <StaffForbidden tr={tr} staff={staff} />
  const detail = await loadStaffData(sellOrderDetail(staff, sellOrderId))
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

      <h2>{t("staff-sell-actions")}</h2>
      {detail.actions.length === 0
        ? <p data-testid="staff-sell-no-actions">{t("staff-sell-no-actions")}</p>
        : detail.actions.map((to) => <StepForm key={to} detail={detail} to={to} tr={tr} today={localDateIn(market, Date.now())} />)}

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
        <dt>{t("staff-sell-payout-details")}</dt>
        <dd>
          {payout === null
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
        {progress.evaluation === null ? null : <li>{t("staff-sell-evaluation", { amount: tr.money(progress.evaluation.amount, market), note: progress.evaluation.note })}</li>}
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
