import { listSellOrders, StaffSellOrderQuery } from "@shop/core/backend/staff/sellOrders"
import { MarketCodes } from "@shop/core/markets/index"
import { SellOrderStatuses } from "@shop/core/sell/sellTypes"
import { Option, Schema } from "effect"
import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { staffTranslator } from "../../../../src/staff/i18n.ts"
import { loadStaffData } from "../../../../src/staff/load.ts"
import { staffPage } from "../../../../src/staff/session.ts"
import { StaffForbidden } from "../../../../src/staff/ui/StaffForbidden.tsx"
import { StaffPager } from "../../../../src/staff/ui/StaffPager.tsx"
import { StaffTable } from "../../../../src/staff/ui/StaffTable.tsx"

export const metadata: Metadata = { title: "Sell orders" }

const decodeQuery = Schema.decodeUnknownOption(StaffSellOrderQuery)
const one = (value: string | ReadonlyArray<string> | undefined): string | undefined => (typeof value === "string" ? value : value?.[0])

/** Sell orders newest first, 25 a page, filtered by market and status (the same use case as GET /api/staff/sell-orders/). */
export default async function StaffSellOrdersPage(props: { readonly searchParams: Promise<Readonly<Record<string, string | ReadonlyArray<string> | undefined>>> }) {
  const { staff, allowed } = await staffPage("/staff/sell-orders/", "sellOrders.read")
  const tr = staffTranslator(staff.language)
  if (!allowed) return <StaffForbidden tr={tr} staff={staff} />
  const params = await props.searchParams
  const asked = { market: one(params.market), status: one(params.status), page: one(params.page) }
  const query = decodeQuery(Object.fromEntries(Object.entries(asked).filter(([, value]) => value !== undefined)))
  if (Option.isNone(query)) notFound()
  const list = await loadStaffData(listSellOrders(staff, query.value))
  const { t } = tr
  const kept = Object.fromEntries(Object.entries({ market: query.value.market ?? "", status: query.value.status ?? "" }).filter(([, v]) => v !== ""))
  return (
    <section className="staff-panel" data-testid="staff-sell-orders">
      <h1>{t("staff-sell-title")}</h1>
      <form method="get" action="/staff/sell-orders/" className="staff-filters">
        <label><span>{t("staff-sell-filter-market")}</span>
          <select name="market" defaultValue={query.value.market ?? ""}>
            <option value="">{t("staff-filter-any")}</option>
            {MarketCodes.map((market) => <option key={market} value={market}>{market}</option>)}
          </select>
        </label>
        <label><span>{t("staff-sell-filter-status")}</span>
          <select name="status" defaultValue={query.value.status ?? ""}>
            <option value="">{t("staff-filter-any")}</option>
            {SellOrderStatuses.map((status) => <option key={status} value={status}>{t(`staff-sell-status-${status}`)}</option>)}
          </select>
        </label>
        <button type="submit" className="staff-button">{t("staff-filter-submit")}</button>
        <Link href="/staff/sell-orders/">{t("staff-filter-clear")}</Link>
      </form>
      <StaffTable
        caption={t("staff-sell-title")}
        rows={list.orders}
        idOf={(order) => order.id}
        empty={t("staff-empty")}
        columns={[
          { header: t("staff-sell-col-submitted"), cell: (order) => <Link href={`/staff/sell-orders/${order.id}/`}>{tr.instant(order.createdAt)}</Link> },
          { header: t("staff-sell-filter-market"), cell: (order) => order.market },
          { header: t("staff-sell-filter-status"), cell: (order) => <span className="staff-badge" data-testid="staff-sell-status" data-status={order.status}>{t(`staff-sell-status-${order.status}`)}</span> },
          { header: t("staff-sell-col-seller"), cell: (order) => <>{order.sellerName ?? ""}<br />{order.email}</> },
          { header: t("staff-sell-col-devices"), cell: (order) => order.devices.join(", ") },
          { header: t("staff-sell-col-offer"), cell: (order) => tr.money(order.offer, order.market), numeric: true },
          { header: t("staff-sell-col-pickup"), cell: (order) => t(`staff-sell-pickup-${order.pickup}`) }
        ]}
      />
      <StaffPager tr={tr} basePath="/staff/sell-orders/" query={kept} page={list.page} pageSize={list.pageSize} total={list.total} />
    </section>
  )
}
