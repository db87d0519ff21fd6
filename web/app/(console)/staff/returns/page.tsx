import { AfterSalesStatuses } from "@shop/core/account/afterSales"
import { listAfterSales } from "@shop/core/backend/staff/afterSales"
import { MarketCodes } from "@shop/core/markets/marketTable"
import type { Metadata } from "next"
import Link from "next/link"
import { staffTranslator } from "../../../../src/staff/i18n.ts"
import { loadStaffData } from "../../../../src/staff/load.ts"
import { keptFilters, type PageSearchParams } from "../../../../src/staff/orders/orderQuery.ts"
import { afterSalesFilterOf, afterSalesKinds } from "../../../../src/staff/returns/returnQuery.ts"
import { FilterSelect } from "../../../../src/staff/orders/FilterSelect.tsx"
import { staffPage } from "../../../../src/staff/session.ts"
import { StaffForbidden } from "../../../../src/staff/ui/StaffForbidden.tsx"
import { StaffPager } from "../../../../src/staff/ui/StaffPager.tsx"
import { StaffTable } from "../../../../src/staff/ui/StaffTable.tsx"
import { shortReference } from "../../../../src/storefront/orderReference.ts"

import "../../../../src/staff/orders/orders.css"

export const metadata: Metadata = { title: "Returns" }

/** Support, warehouse, admins: return requests or warranty claims (`kind`), newest first, by market and status. */
export default async function StaffReturnsPage({ searchParams }: { readonly searchParams: Promise<PageSearchParams> }) {
  const { staff, allowed } = await staffPage("/staff/returns/", "returns.read")
  const tr = staffTranslator(staff.language)
  if (!allowed) return <StaffForbidden tr={tr} staff={staff} />
  const filters = afterSalesFilterOf(await searchParams)
  const list = await loadStaffData(listAfterSales(staff, filters.kind, filters))
  const { t } = tr
  const kindName = t(`staff-returns-one-${filters.kind}`)
  return (
    <section className="staff-panel" data-testid="staff-returns" data-kind={filters.kind}>
      <h1>{t("staff-returns-title")}</h1>
      <nav className="staff-tabs" aria-label={t("staff-returns-kind")}>
        {afterSalesKinds.map((kind) => (
          <Link key={kind} href={kind === "return" ? "/staff/returns/" : "/staff/returns/?kind=warranty"} aria-current={kind === filters.kind ? "page" : undefined} data-testid={`staff-kind-${kind}`}>
            {t(`staff-returns-kind-${kind}`)}
          </Link>
        ))}
      </nav>
      <form method="get" action="/staff/returns/" className="staff-filters" role="search">
        <input type="hidden" name="kind" value={filters.kind} />
        <FilterSelect tr={tr} label={t("staff-orders-market")} name="market" value={filters.market} choices={MarketCodes.map((market) => ({ value: market, text: t(`staff-orders-market-${market}`) }))} />
        <FilterSelect tr={tr} label={t("staff-orders-status")} name="status" value={filters.status} choices={AfterSalesStatuses.map((status) => ({ value: status, text: t(`staff-returns-status-${status}`) }))} />
        <button type="submit" className="staff-button">{t("staff-filter-submit")}</button>
        <Link href={filters.kind === "return" ? "/staff/returns/" : "/staff/returns/?kind=warranty"}>{t("staff-filter-clear")}</Link>
      </form>
      <StaffTable
        caption={t(`staff-returns-kind-${filters.kind}`)}
        rows={list.cases}
        idOf={(request) => request.id}
        empty={t("staff-empty")}
        columns={[
          {
            header: t("staff-orders-reference"),
            cell: (request) => (
              <Link href={`/staff/returns/${request.kind}/${request.id}/`} aria-label={t("staff-returns-open", { kind: kindName, reference: shortReference(request.id) })} data-testid="staff-return-link">
                <code>{shortReference(request.id)}</code>
              </Link>
            )
          },
          { header: t("staff-returns-created"), cell: (request) => tr.instant(request.createdAt) },
          { header: t("staff-orders-market"), cell: (request) => request.market },
          { header: t("staff-returns-order"), cell: (request) => <Link href={`/staff/orders/${request.orderId}/`}><code>{shortReference(request.orderId)}</code></Link> },
          { header: t("staff-returns-devices"), numeric: true, cell: (request) => request.lines.length },
          { header: t("staff-orders-status"), cell: (request) => <span className="staff-badge" data-testid="staff-status" data-status={request.status}>{t(`staff-returns-status-${request.status}`)}</span> }
        ]}
      />
      <StaffPager tr={tr} basePath="/staff/returns/" query={keptFilters({ ...filters, kind: filters.kind === "return" ? undefined : filters.kind })} page={list.page} pageSize={list.pageSize} total={list.total} />
    </section>
  )
}
