import "server-only"
import Link from "next/link"
import { Option } from "effect"
import { staffTranslator } from "../i18n.ts"
import { currentStaff } from "../session.ts"

/** A console address that names nothing: in the signed-in member's language (English before sign-in). */
export async function StaffNotFound() {
  const staff = Option.getOrUndefined(await currentStaff())
  const { t } = staffTranslator(staff?.language ?? "en")
  return (
    <section className="staff-panel" data-testid="staff-not-found">
      <h1>404</h1>
      <p>{t("staff-not-found")}</p>
      <p><Link href="/staff/">{t("staff-back-to-dashboard")}</Link></p>
    </section>
  )
}
