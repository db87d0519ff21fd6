import { staffDashboard } from "@shop/core/backend/staff/dashboard"
import { can } from "@shop/core/staff/roles"
import Link from "next/link"
import type { Metadata } from "next"
import { staffTranslator } from "../../../src/staff/i18n.ts"
import { sectionsOf } from "../../../src/staff/navigation.ts"
import { loadStaffData } from "../../../src/staff/load.ts"
import { requireStaff } from "../../../src/staff/session.ts"
import { DashboardView } from "../../../src/staff/support/DashboardView.tsx"

export const metadata: Metadata = { title: "Dashboard" }

/** The console's first page: who is signed in, the sections their role opens, and the dashboard (core staffDashboard). */
export default async function StaffHome() {
  const staff = await requireStaff("/staff/")
  const tr = staffTranslator(staff.language)
  const dashboard = can(staff.role, "dashboard.read") ? await loadStaffData(staffDashboard(staff)) : null
  return (
    <section className="staff-panel" data-testid="staff-home">
      <h1>{tr.t("staff-welcome", { name: staff.name })}</h1>
      <p>{tr.t("staff-welcome-body", { role: tr.role(staff.role) })}</p>
      <ul className="staff-sections">
        {sectionsOf(staff).filter((s) => s.href !== "/staff/").map((s) => <li key={s.href}><Link href={s.href}>{tr.t(s.text)}</Link></li>)}
      </ul>
      {dashboard === null ? null : <DashboardView tr={tr} dashboard={dashboard} />}
    </section>
  )
}
