import type { StaffDashboard } from "@shop/core/staff/dashboard"
import type { StaffMessageKey, StaffTranslator } from "../i18n.ts"
import { StaffTable } from "../ui/StaffTable.tsx"

const sellStatusKeys: Readonly<Record<string, StaffMessageKey>> = {
  received: "staff-dashboard-sell-status-received",
  evaluated: "staff-dashboard-sell-status-evaluated",
  accepted: "staff-dashboard-sell-status-accepted",
  declined: "staff-dashboard-sell-status-declined"
}
const sellStatusKey = (status: string): StaffMessageKey => sellStatusKeys[status] ?? "staff-dashboard-sell-status-submitted"

/** The dashboard's figures (core staffDashboard): today per market, sell orders waiting, low stock per market. */
export function DashboardView(props: { readonly tr: StaffTranslator; readonly dashboard: StaffDashboard }) {
  const { tr, dashboard } = props
  const { t } = tr
  const statuses = [...new Set(dashboard.sellOrdersWaiting.map((w) => w.status))]
  return (
    <div data-testid="staff-dashboard">
      <h2>{t("staff-dashboard-title")}</h2>
      <StaffTable
        caption={t("staff-dashboard-title")}
        rows={dashboard.markets}
        idOf={(m) => m.market}
        empty={t("staff-empty")}
        columns={[
          { header: t("staff-dashboard-market"), cell: (m) => m.market },
          { header: t("staff-dashboard-day"), cell: (m) => m.day },
          { header: t("staff-dashboard-orders"), cell: (m) => m.orders, numeric: true },
          { header: t("staff-dashboard-revenue"), cell: (m) => tr.money(m.revenue, m.market), numeric: true },
          { header: t("staff-dashboard-awaiting"), cell: (m) => m.awaitingPayment, numeric: true },
          { header: t("staff-dashboard-low-stock"), cell: (m) => m.lowStock.count, numeric: true },
          { header: t("staff-dashboard-out-of-stock"), cell: (m) => m.lowStock.outOfStock, numeric: true }
        ]}
      />
      <h2>{t("staff-dashboard-sell-title")}</h2>
      <StaffTable
        caption={t("staff-dashboard-sell-title")}
        rows={dashboard.markets.map((m) => m.market)}
        idOf={(market) => `sell-${market}`}
        empty={t("staff-empty")}
        columns={[
          { header: t("staff-dashboard-market"), cell: (market) => market },
          ...statuses.map((status) => ({
            header: t(sellStatusKey(status)),
            cell: (market: string) => dashboard.sellOrdersWaiting.find((w) => w.market === market && w.status === status)?.count ?? 0,
            numeric: true
          }))
        ]}
      />
      {dashboard.markets.map((m) => m.lowStock.products.length === 0 ? null : (
        <section key={m.market}>
          <h3>{t("staff-dashboard-low-title", { market: m.market })}</h3>
          <StaffTable
            caption={t("staff-dashboard-low-title", { market: m.market })}
            rows={m.lowStock.products}
            idOf={(p) => String(p.id)}
            empty={t("staff-empty")}
            columns={[
              { header: t("staff-dashboard-product"), cell: (p) => p.title },
              { header: t("staff-dashboard-stock"), cell: (p) => p.stock, numeric: true },
              { header: t("staff-dashboard-price"), cell: (p) => tr.money(p.price, m.market), numeric: true }
            ]}
          />
        </section>
      ))}
    </div>
  )
}
