import { listOrders } from "@shop/core/backend/staff/orders"
import { MarketCodes } from "@shop/core/markets/marketTable"
import { OrderStatuses } from "@shop/core/orders/orderStatus"
import type { Metadata } from "next"
import Link from "next/link"
import { staffTranslator } from "../../../../src/staff/i18n.ts"
import { loadStaffData } from "../../../../src/staff/load.ts"
import { keptFilters, ordersFilterOf, type PageSearchParams } from "../../../../src/staff/orders/orderQuery.ts"
import { FilterSelect } from "../../../../src/staff/orders/FilterSelect.tsx"
import { staffPage } from "../../../../src/staff/session.ts"
import { StaffForbidden } from "../../../../src/staff/ui/StaffForbidden.tsx"
import { StaffPager } from "../../../../src/staff/ui/StaffPager.tsx"
import { StaffTable } from "../../../../src/staff/ui/StaffTable.tsx"
import { shortReference } from "../../../../src/storefront/orderReference.ts"

import "../../../../src/staff/orders/orders.css"

export const metadata: Metadata = { title: "Orders" }

/** Support, warehouse, admins: every market's orders, newest first, filtered by market, status and search words. */
export default async function StaffOrdersPage({ searchParams }: { readonly searchParams: Promise<PageSearchParams> }) {
  const { staff, allowed } = await staffPage("/staff/orders/", "orders.read")
  const tr = staffTranslator(staff.language)
  if (!allowed) return <StaffForbidden tr={tr} staff={staff} />
  const filters = ordersFilterOf(await searchParams)
  const list = await loadStaffData(listOrders(staff, filters))
  const { t } = tr
  return (
    <section className="staff-panel" data-testid="staff-orders">
      <h1>{t("staff-orders-title")}</h1>
      <form method="get" action="/staff/orders/" className="staff-filters" role="search">
        <FilterSelect tr={tr} label={t("staff-orders-market")} name="market" value={filters.market} choices={MarketCodes.map((market) => ({ value: market, text: t(`staff-orders-market-${market}`) }))} />
        <FilterSelect tr={tr} label={t("staff-orders-status")} name="status" value={filters.status} choices={OrderStatuses.map((status) => ({ value: status, text: t(`staff-orders-status-${status}`) }))} />
        <label><span>{t("staff-orders-search")}</span>
          <input type="search" name="q" defaultValue={filters.q ?? ""} maxLength={100} data-testid="staff-search" />
        </label>
        <button type="submit" className="staff-button">{t("staff-filter-submit")}</button>
        <Link href="/staff/orders/">{t("staff-filter-clear")}</Link>
      </form>
      <StaffTable
        caption={t("staff-orders-title")}
        rows={list.orders}
        idOf={(order) => order.id}
        empty={t("staff-empty")}
        columns={[
          {
            header: t("staff-orders-reference"),
            cell: (order) => (
              <Link href={`/staff/orders/${order.id}/`} aria-label={t("staff-orders-open", { reference: shortReference(order.id) })} data-testid="staff-order-link">
                <code>{shortReference(order.id)}</code>
              </Link>
            )
          },
          { header: t("staff-orders-status"), cell: (order) => <span className="staff-badge" data-testid="staff-status" data-status={order.status}>{t(`staff-orders-status-${order.status}`)}</span> },
          { header: t("staff-orders-customer"), cell: (order) => <>{order.contactName}<br /><small>{order.contactEmail}</small></> },
          { header: t("staff-orders-total"), numeric: true, cell: (order) => tr.money(order.total, order.market) },
          { header: t("staff-orders-placed"), cell: (order) => tr.instant(order.placedAt) },
          { header: t("staff-orders-market"), cell: (order) => order.market },
          { header: t("staff-orders-payment"), cell: (order) => <>{t(`staff-orders-payment-${order.paymentState}`)}<br /><small>{t(`staff-orders-method-${order.paymentMethod}`)}</small></> },
          { header: t("staff-orders-fulfilment"), cell: (order) => <>{t(`staff-orders-fulfilment-${order.fulfilment}`)}{order.trackingNumber === null ? null : <><br /><small>{order.trackingNumber}</small></>}</> }
        ]}
      />
      <StaffPager tr={tr} basePath="/staff/orders/" query={keptFilters(filters)} page={list.page} pageSize={list.pageSize} total={list.total} />
    </section>
  )
}
