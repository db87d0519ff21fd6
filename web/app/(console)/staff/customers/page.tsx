import { listCustomers } from "@shop/core/backend/staff/customers"
import type { Metadata } from "next"
import Link from "next/link"
import { staffTranslator } from "../../../../src/staff/i18n.ts"
import { loadStaffData } from "../../../../src/staff/load.ts"
import { staffPage } from "../../../../src/staff/session.ts"
import { type ListSearchParams, pageParam, searchParam } from "../../../../src/staff/support/listParams.ts"
import { StaffForbidden } from "../../../../src/staff/ui/StaffForbidden.tsx"
import { StaffPager } from "../../../../src/staff/ui/StaffPager.tsx"
import { StaffTable } from "../../../../src/staff/ui/StaffTable.tsx"

export const metadata: Metadata = { title: "Customers" }

/** Support and admins: customers by email, name or an order's phone, newest first, 25 to a page. */
export default async function StaffCustomersPage(props: { readonly searchParams: ListSearchParams }) {
  const { staff, allowed } = await staffPage("/staff/customers/", "customers.read")
  const tr = staffTranslator(staff.language)
  if (!allowed) return <StaffForbidden tr={tr} staff={staff} />
  const params = await props.searchParams
  const q = searchParam(params["q"])
  const list = await loadStaffData(listCustomers(staff, q, pageParam(params["page"])))
  const { t } = tr
  return (
    <section className="staff-panel" data-testid="staff-customers">
      <h1>{t("staff-customers-title")}</h1>
      <form className="staff-filters" method="get" action="/staff/customers/" role="search">
        <label><span>{t("staff-customers-search-label")}</span> <input name="q" type="search" defaultValue={q} maxLength={200} /></label>
        <button type="submit" className="staff-button">{t("staff-search")}</button>
        {q === "" ? null : <Link href="/staff/customers/">{t("staff-filter-clear")}</Link>}
      </form>
      <StaffTable
        caption={t("staff-customers-title")}
        rows={list.customers}
        idOf={(c) => c.id}
        empty={t("staff-empty")}
        columns={[
          { header: t("staff-customers-email"), cell: (c) => <Link href={`/staff/customers/${encodeURIComponent(c.id)}/`}>{c.email}</Link> },
          { header: t("staff-customers-name"), cell: (c) => c.name ?? "" },
          { header: t("staff-customers-since"), cell: (c) => tr.instant(c.createdAt) },
          {
            header: t("staff-customers-status"),
            cell: (c) => <span data-testid="staff-status">{c.deactivatedAt === null ? t("staff-customers-active") : t("staff-customers-deactivated", { when: tr.instant(c.deactivatedAt) })}</span>
          }
        ]}
      />
      <StaffPager tr={tr} basePath="/staff/customers/" query={q === "" ? {} : { q }} page={list.page} pageSize={list.pageSize} total={list.total} />
    </section>
  )
}
