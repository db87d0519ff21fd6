import "server-only"
import type { Metadata } from "next"
import Link from "next/link"
import { Option } from "effect"
import { staffTranslator } from "../i18n.ts"
import { currentStaff } from "../session.ts"

/** The console's 404 title ("404 | Staff console"), never indexed: its not-found page and its unknown addresses' page. */
export const staffNotFoundMetadata: Metadata = { title: "404", robots: { index: false } }

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
