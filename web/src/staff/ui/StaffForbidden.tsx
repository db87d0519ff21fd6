import Link from "next/link"
import type { StaffActor } from "@shop/core/staff/roles"
import type { StaffTranslator } from "../i18n.ts"

/** What a page shows a member whose role may not open it (nothing of its data was read). */
export function StaffForbidden(props: { readonly tr: StaffTranslator; readonly staff: StaffActor }) {
  return (
    <section className="staff-panel" data-testid="staff-forbidden">
      <h1>{props.tr.t("staff-forbidden-title")}</h1>
      <p>{props.tr.t("staff-forbidden-body", { role: props.tr.role(props.staff.role) })}</p>
      <p><Link href="/staff/">{props.tr.t("staff-back-to-dashboard")}</Link></p>
    </section>
  )
}
