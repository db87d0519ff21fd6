import { orderDetail } from "@shop/core/backend/staff/orders"
import type { Metadata } from "next"
import Link from "next/link"
import { Fragment } from "react"
import { staffTranslator } from "../../../../../src/staff/i18n.ts"
import { loadStaffData } from "../../../../../src/staff/load.ts"
import { OrderStepForms } from "../../../../../src/staff/orders/OrderStepForms.tsx"
import { staffPage } from "../../../../../src/staff/session.ts"
import { StaffForbidden } from "../../../../../src/staff/ui/StaffForbidden.tsx"
import { StaffTable } from "../../../../../src/staff/ui/StaffTable.tsx"
import { shortReference } from "../../../../../src/storefront/orderReference.ts"
import { translatorFor } from "../../../../../src/i18n/translator.ts"
import { serviceNameKey } from "../../../../../src/ui/addOnNames.ts"

import "../../../../../src/staff/orders/orders.css"

export const metadata: Metadata = { title: "Order" }

/** One order as staff need it: who, where, what, what it cost, what happened to it, and the next steps the member's role may take. */
export default async function StaffOrderPage({ params }: { readonly params: Promise<{ readonly orderId: string }> }) {
  const { orderId } = await params
  const { staff, allowed } = await staffPage(`/staff/orders/${encodeURIComponent(orderId)}/`, "orders.read")
  const tr = staffTranslator(staff.language)
  if (!allowed) return <StaffForbidden tr={tr} staff={staff} />
  const detail = await loadStaffData(orderDetail(staff, orderId))
  const { order, fulfilment } = detail
  const { t } = tr
  const money = (amount: number) => tr.money(amount, order.market)
  // A service's name as the shop writes it, in the member's language (the shop's catalogues have the same five).
  const shop = translatorFor(staff.language)
  const reference = shortReference(order.id)
  const lineRows = [
    ...order.lines.flatMap((line, index) => [
      { id: `line-${index}`, text: line.title, price: line.unitPrice, sub: false },
      ...line.extraServices.map((service) => ({ id: `line-${index}-service-${service.id}`, text: t("staff-orders-service", { name: shop.t(serviceNameKey(service)) }), price: service.price, sub: true })),
      ...line.accessories.map((accessory) => ({ id: `line-${index}-accessory-${accessory.id}`, text: t("staff-orders-accessory", { name: accessory.name }), price: accessory.price, sub: true }))
    ]),
    ...order.looseAccessories.map((accessory, index) => ({ id: `loose-${index}-${accessory.id}`, text: t("staff-orders-loose-accessory", { name: accessory.name }), price: accessory.price, sub: false }))
  ]
  const totals: ReadonlyArray<readonly [string, number]> = [
    [t("staff-orders-total-devices"), order.totals.devices],
    [t("staff-orders-total-services"), order.totals.extraServices],
    [t("staff-orders-total-accessories"), order.totals.accessories],
    [t("staff-orders-total-shipping"), order.totals.shipping],
    ...(order.totals.cashOnDeliveryFee > 0 ? [[t("staff-orders-total-cod-fee"), order.totals.cashOnDeliveryFee] as const] : []),
    [t("staff-orders-total"), order.totals.total]
  ]
  return (
    <section className="staff-panel" data-testid="staff-order" data-id={order.id}>
      <p><Link href="/staff/orders/">{t("staff-orders-back")}</Link></p>
      <h1>{t("staff-orders-detail-title", { reference })}{" "}
        <span className="staff-badge" data-testid="staff-status" data-status={detail.status}>{t(`staff-orders-status-${detail.status}`)}</span>
      </h1>
      <dl className="staff-details">
        <dt>{t("staff-orders-reference")}</dt><dd><code>{order.id}</code></dd>
        <dt>{t("staff-orders-placed")}</dt><dd>{tr.instant(order.placedAt)}</dd>
        <dt>{t("staff-orders-market")}</dt><dd>{t(`staff-orders-market-${order.market}`)}</dd>
        <dt>{t("staff-orders-method")}</dt><dd>{t(`staff-orders-method-${order.paymentMethod}`)}</dd>
        <dt>{t("staff-orders-payment")}</dt><dd data-testid="staff-order-payment">{t(`staff-orders-payment-${order.paymentState}`)}</dd>
        <dt>{t("staff-orders-fulfilment")}</dt><dd data-testid="staff-order-fulfilment" data-state={fulfilment.state}>{t(`staff-orders-fulfilment-${fulfilment.state}`)}</dd>
        {fulfilment.trackingNumber === null ? null : <><dt>{t("staff-orders-tracking")}</dt><dd data-testid="staff-order-tracking">{fulfilment.trackingNumber}</dd></>}
        {detail.deliveredAt === null ? null : <><dt>{t("staff-orders-delivered-at")}</dt><dd>{tr.instant(detail.deliveredAt)}</dd></>}
      </dl>
      {detail.refundDue ? <p className="staff-status-error" role="alert">{t("staff-orders-refund-due")}</p> : null}

      <h2>{t("staff-orders-steps")}</h2>
      <OrderStepForms staff={staff} detail={detail} tr={tr} />

      <h2>{t("staff-orders-contact")}</h2>
      <dl className="staff-details">
        <dt>{t("staff-orders-name")}</dt><dd>{order.contact.name}</dd>
        <dt>{t("staff-orders-email")}</dt><dd><a href={`mailto:${order.contact.email}`}>{order.contact.email}</a></dd>
        <dt>{t("staff-orders-phone")}</dt><dd><a href={`tel:${order.contact.phone}`}>{order.contact.phone}</a></dd>
        <dt>{t("staff-orders-account")}</dt><dd>{detail.customerId === null ? t("staff-orders-guest") : <code>{detail.customerId}</code>}</dd>
      </dl>

      <h2>{t("staff-orders-delivery")}</h2>
      {order.delivery.method === "courier" ? (
        <address className="staff-address">
          {t("staff-orders-courier")}<br />
          {order.delivery.address.street} {order.delivery.address.number}{order.delivery.address.details === null ? "" : `, ${order.delivery.address.details}`}<br />
          {order.delivery.address.postalCode === null ? "" : `${order.delivery.address.postalCode} `}{order.delivery.address.locality}, {order.delivery.address.county}
        </address>
      ) : (
        <p>{t("staff-orders-locker", { locker: order.delivery.lockerId })}</p>
      )}

      <h2>{t("staff-orders-lines")}</h2>
      <StaffTable
        caption={t("staff-orders-lines")}
        rows={lineRows}
        rowTestId="staff-order-line"
        idOf={(row) => row.id}
        empty={t("staff-empty")}
        columns={[
          { header: t("staff-orders-item"), cell: (row) => <span className={row.sub ? "staff-wrap staff-subline" : "staff-wrap"}>{row.text}</span> },
          { header: t("staff-orders-price"), numeric: true, cell: (row) => money(row.price) }
        ]}
      />

      <h2>{t("staff-orders-totals")}</h2>
      <dl className="staff-details staff-totals">
        {totals.map(([label, amount]) => <Fragment key={label}><dt>{label}</dt><dd>{money(amount)}</dd></Fragment>)}
      </dl>

      <h2>{t("staff-orders-payment-events")}</h2>
      <StaffTable
        caption={t("staff-orders-payment-events")}
        rows={detail.paymentEvents}
        rowTestId="staff-payment-event"
        idOf={(event) => `${event.at}-${event.from}-${event.to}`}
        empty={t("staff-orders-none-yet")}
        columns={[
          { header: t("staff-orders-when"), cell: (event) => tr.instant(event.at) },
          { header: t("staff-orders-from"), cell: (event) => t(`staff-orders-payment-${event.from}`) },
          { header: t("staff-orders-to"), cell: (event) => t(`staff-orders-payment-${event.to}`) }
        ]}
      />

      <h2>{t("staff-orders-history")}</h2>
      <StaffTable
        caption={t("staff-orders-history")}
        rows={fulfilment.events}
        rowTestId="staff-fulfilment-event"
        idOf={(event) => `${event.at}-${event.to}`}
        empty={t("staff-orders-none-yet")}
        columns={[
          { header: t("staff-orders-when"), cell: (event) => tr.instant(event.at) },
          { header: t("staff-orders-to"), cell: (event) => t(`staff-orders-fulfilment-${event.to}`) },
          { header: t("staff-orders-by"), cell: (event) => event.actorName },
          { header: t("staff-orders-tracking"), cell: (event) => event.trackingNumber ?? "" },
          { header: t("staff-orders-note"), cell: (event) => <span className="staff-wrap">{event.note ?? ""}</span> }
        ]}
      />
    </section>
  )
}
