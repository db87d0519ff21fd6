import { auditPage } from "@shop/core/backend/staff/auditList"
import type { Metadata } from "next"
import { staffTranslator } from "../../../../src/staff/i18n.ts"
import { loadStaffData } from "../../../../src/staff/load.ts"
import { staffPage } from "../../../../src/staff/session.ts"
import { type ListSearchParams, pageParam } from "../../../../src/staff/support/listParams.ts"
import { StaffForbidden } from "../../../../src/staff/ui/StaffForbidden.tsx"
import { StaffPager } from "../../../../src/staff/ui/StaffPager.tsx"
import { StaffTable } from "../../../../src/staff/ui/StaffTable.tsx"

export const metadata: Metadata = { title: "Audit log" }

/** A change's record as one line of JSON, bounded (the table shows it; the call has it whole). */
const shown = (value: unknown): string => {
  const text = JSON.stringify(value) ?? "null"
  return text.length > 160 ? `${text.slice(0, 159)}…` : text
}

/** Admins: every staff change, newest first, 50 to a page. */
export default async function StaffAuditPage(props: { readonly searchParams: ListSearchParams }) {
  const { staff, allowed } = await staffPage("/staff/audit/", "audit.read")
  const tr = staffTranslator(staff.language)
  if (!allowed) return <StaffForbidden tr={tr} staff={staff} />
  const log = await loadStaffData(auditPage(staff, pageParam((await props.searchParams)["page"])))
  const { t } = tr
  return (
    <section className="staff-panel" data-testid="staff-audit">
      <h1>{t("staff-audit-title")}</h1>
      <StaffTable
        caption={t("staff-audit-title")}
        rows={log.entries}
        idOf={(e) => String(e.id)}
        empty={t("staff-empty")}
        columns={[
          { header: t("staff-audit-when"), cell: (e) => tr.instant(e.at) },
          { header: t("staff-audit-who"), cell: (e) => e.actorEmail },
          { header: t("staff-audit-action"), cell: (e) => <code>{e.action}</code> },
          { header: t("staff-audit-subject"), cell: (e) => <code>{e.subject}</code> },
          { header: t("staff-audit-change"), cell: (e) => <code style={{ whiteSpace: "normal" }}>{shown(e.before)} → {shown(e.after)}</code> }
        ]}
      />
      <StaffPager tr={tr} basePath="/staff/audit/" query={{}} page={log.page} pageSize={log.pageSize} total={log.total} />
    </section>
  )
}
