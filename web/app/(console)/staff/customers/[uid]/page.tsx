import { customerDetail } from "@shop/core/backend/staff/customers"
import type { Metadata } from "next"
import { notFound } from "next/navigation"
import { staffTranslator } from "../../../../../src/staff/i18n.ts"
import { loadStaffData } from "../../../../../src/staff/load.ts"
import { staffPage } from "../../../../../src/staff/session.ts"
import { deactivateCustomerAction, reactivateCustomerAction } from "../../../../../src/staff/support/supportActions.ts"
import { StaffActionForm } from "../../../../../src/staff/ui/StaffActionForm.tsx"
import { StaffForbidden } from "../../../../../src/staff/ui/StaffForbidden.tsx"
import { StaffTable } from "../../../../../src/staff/ui/StaffTable.tsx"
import { can } from "@shop/core/staff/roles"

export const metadata: Metadata = { title: "Customer" }

/** One customer: the account, their orders, sales and returns in every market; deactivate (with a confirmation) or reactivate. */
export default async function StaffCustomerPage(props: { readonly params: Promise<{ readonly uid: string }> }) {
  const { uid } = await props.params
  const { staff, allowed } = await staffPage(`/staff/customers/${encodeURIComponent(uid)}/`, "customers.read")
  const tr = staffTranslator(staff.language)
  if (!allowed) return <StaffForbidden tr={tr} staff={staff} />
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid)) notFound()
  const { customer, orders, sales, returns } = await loadStaffData(customerDetail(staff, uid))
  const { t } = tr
  const deactivate = t("staff-customer-deactivate")
  return (
    <section className="staff-panel" data-testid="staff-customer" data-id={customer.id}>
      <h1>{customer.name ?? customer.email}</h1>
      <dl className="staff-details">
        <dt>{t("staff-customers-email")}</dt><dd>{customer.email}</dd>
        <dt>{t("staff-customers-since")}</dt><dd>{tr.instant(customer.createdAt)}</dd>
        <dt>{t("staff-customers-status")}</dt>
        <dd data-testid="staff-status">{customer.deactivatedAt === null ? t("staff-customers-active") : t("staff-customers-deactivated", { when: tr.instant(customer.deactivatedAt) })}</dd>
      </dl>
      {can(staff.role, "customers.deactivate") ? (
        customer.deactivatedAt === null ? (
          <StaffActionForm action={deactivateCustomerAction.bind(null, customer.id)} name="deactivate" verb="deactivate" label={deactivate} danger
            confirm={{ question: t("staff-customer-deactivate-question"), yes: t("staff-confirm-yes", { action: deactivate }), cancel: t("staff-confirm-cancel") }} />
        ) : (
          <StaffActionForm action={reactivateCustomerAction.bind(null, customer.id)} name="reactivate" verb="reactivate" label={t("staff-customer-reactivate")} />
        )
      ) : null}
      <h2>{t("staff-customer-orders")}</h2>
      <StaffTable caption={t("staff-customer-orders")} rows={orders} idOf={(o) => o.id} empty={t("staff-empty")} columns={[
        { header: t("staff-customer-reference"), cell: (o) => o.id.slice(0, 8) },
        { header: t("staff-customer-market"), cell: (o) => o.market },
        { header: t("staff-customer-date"), cell: (o) => tr.instant(o.placedAt) },
        { header: t("staff-customer-state"), cell: (o) => `${o.paymentState} · ${o.paymentMethod}` },
        { header: t("staff-customer-devices"), cell: (o) => o.devices, numeric: true },
        { header: t("staff-customer-total"), cell: (o) => tr.money(o.total, o.market), numeric: true }
      ]} />
      <h2>{t("staff-customer-sales")}</h2>
      <StaffTable caption={t("staff-customer-sales")} rows={sales} idOf={(s) => s.id} empty={t("staff-empty")} columns={[
        { header: t("staff-customer-reference"), cell: (s) => s.id.slice(0, 8) },
        { header: t("staff-customer-market"), cell: (s) => s.market },
        { header: t("staff-customer-date"), cell: (s) => tr.instant(s.createdAt) },
        { header: t("staff-customer-state"), cell: (s) => s.status },
        { header: t("staff-customer-devices"), cell: (s) => s.devices, numeric: true },
        { header: t("staff-customer-total"), cell: (s) => tr.money(s.totalEstimatedOffer, s.market), numeric: true }
      ]} />
      <h2>{t("staff-customer-returns")}</h2>
      <StaffTable caption={t("staff-customer-returns")} rows={returns} idOf={(r) => r.id} empty={t("staff-empty")} columns={[
        { header: t("staff-customer-reference"), cell: (r) => r.orderId.slice(0, 8) },
        { header: t("staff-customer-date"), cell: (r) => tr.instant(r.createdAt) },
        { header: t("staff-customer-reason"), cell: (r) => r.reason },
        { header: t("staff-customer-pickup"), cell: (r) => r.pickupDate },
        { header: t("staff-customer-devices"), cell: (r) => r.devices, numeric: true }
      ]} />
    </section>
  )
}
