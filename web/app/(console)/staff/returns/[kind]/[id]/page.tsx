import { afterSalesDetail } from "@shop/core/backend/staff/afterSales"
import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { staffTranslator } from "../../../../../../src/staff/i18n.ts"
import { loadStaffData } from "../../../../../../src/staff/load.ts"
import { AfterSalesStepForms } from "../../../../../../src/staff/returns/AfterSalesStepForms.tsx"
import { kindOf } from "../../../../../../src/staff/returns/returnQuery.ts"
import { staffPage } from "../../../../../../src/staff/session.ts"
import { StaffForbidden } from "../../../../../../src/staff/ui/StaffForbidden.tsx"
import { shortReference } from "../../../../../../src/storefront/orderReference.ts"

import "../../../../../../src/staff/orders/orders.css"

export const metadata: Metadata = { title: "Return" }

/** One return request or warranty claim: what the shopper asked, the devices, the order, the decision and the refund it would give; the next steps. */
export default async function StaffReturnPage({ params }: { readonly params: Promise<{ readonly kind: string; readonly id: string }> }) {
  const { kind: kindText, id } = await params
  const kind = kindOf(kindText)
  const { staff, allowed } = await staffPage(`/staff/returns/${encodeURIComponent(kindText)}/${encodeURIComponent(id)}/`, "returns.read")
  const tr = staffTranslator(staff.language)
  if (!allowed) return <StaffForbidden tr={tr} staff={staff} />
  if (kind === null) notFound()
  const detail = await loadStaffData(afterSalesDetail(staff, kind, id))
  const { request, order } = detail
  const { t } = tr
  const money = (amount: number) => tr.money(amount, order.market)
  const kindName = t(`staff-returns-one-${kind}`)
  return (
    <section className="staff-panel" data-testid="staff-return" data-id={request.id} data-kind={kind}>
      <p><Link href={kind === "return" ? "/staff/returns/" : "/staff/returns/?kind=warranty"}>{t("staff-returns-back")}</Link></p>
      <h1>{t("staff-returns-detail-title", { kind: kindName, reference: shortReference(request.id) })}{" "}
        <span className="staff-badge" data-testid="staff-status" data-status={request.status}>{t(`staff-returns-status-${request.status}`)}</span>
      </h1>
      <dl className="staff-details">
        <dt>{t("staff-returns-created")}</dt><dd>{tr.instant(request.createdAt)}</dd>
        <dt>{t("staff-orders-market")}</dt><dd>{t(`staff-orders-market-${request.market}`)}</dd>
        <dt>{t("staff-returns-order")}</dt><dd><Link href={`/staff/orders/${order.id}/`}><code>{shortReference(order.id)}</code></Link> ({t(`staff-orders-method-${order.paymentMethod}`)}, {t(`staff-orders-payment-${order.paymentState}`)})</dd>
        <dt>{t("staff-orders-customer")}</dt><dd>{order.contact.name}, <a href={`mailto:${order.contact.email}`}>{order.contact.email}</a>, <a href={`tel:${order.contact.phone}`}>{order.contact.phone}</a></dd>
        <dt>{t("staff-returns-devices")}</dt>
        <dd><ul className="staff-plain-list">{request.lines.map((index) => {
          const line = order.lines[index]
          return <li key={index} data-testid="staff-return-line">{line === undefined ? `#${index + 1}` : `${line.title} (${money(line.unitPrice)})`}</li>
        })}</ul></dd>
        <dt>{t(`staff-returns-text-${kind}`)}</dt><dd className="staff-wrap">{request.text}</dd>
        <dt>{t("staff-returns-courier-address")}</dt><dd className="staff-wrap">{request.courierAddress}</dd>
        <dt>{t("staff-returns-pickup-date")}</dt><dd>{request.pickupDate}</dd>
        {request.decidedAt === null ? null : <><dt>{t("staff-returns-decided-at")}</dt><dd>{tr.instant(request.decidedAt)}</dd></>}
        {request.decisionReason === null ? null : <><dt>{t("staff-returns-reason")}</dt><dd className="staff-wrap" data-testid="staff-return-reason">{request.decisionReason}</dd></>}
        {request.receivedAt === null ? null : <><dt>{t("staff-returns-received-at")}</dt><dd>{tr.instant(request.receivedAt)}</dd></>}
        {request.refundedAt === null ? null : <><dt>{t("staff-returns-refunded-at")}</dt><dd>{tr.instant(request.refundedAt)}</dd></>}
        <dt>{t("staff-returns-refund")}</dt>
        <dd data-testid="staff-return-refund">{t("staff-returns-refund-would", {
          amount: money(request.refundAmount ?? detail.refundAmount),
          method: t(`staff-returns-refund-${request.refundMethod ?? detail.refundMethod}`)
        })}</dd>
      </dl>
      <h2>{t("staff-orders-steps")}</h2>
      <AfterSalesStepForms staff={staff} kind={kind} request={request} tr={tr} />
    </section>
  )
}
