import "server-only"
import type { Metadata } from "next"
import { Option } from "effect"
import type { ReactNode } from "react"
import { staffLogoutAction } from "./authActions.ts"
import { staffTranslator } from "./i18n.ts"
import { sectionsOf } from "./navigation.ts"
import { currentStaff } from "./session.ts"
import { StaffErrorTexts } from "./ui/StaffErrorTexts.tsx"
import { StaffNav } from "./ui/StaffNav.tsx"
import "./staff.css"

/** The console's document title and robots: never indexed. */
export const staffMetadata: Metadata = {
  title: { default: "Staff console", template: "%s | Staff console" },
  robots: { index: false, follow: false }
}

/**
 * The staff console's document (issue 18), its root layout's (app/(console)/layout.tsx): in the
 * signed-in member's language (English before sign-in), whatever the market host. The header names
 * the member and lists only the sections their role may open; every page checks the role again, and
 * so does core.
 */
export async function StaffDocument({ children }: { readonly children: ReactNode }) {
  const staff = Option.getOrUndefined(await currentStaff())
  const tr = staffTranslator(staff?.language ?? "en")
  return (
    <html lang={tr.language}>
      <body className="staff-body">
        <a className="skip-link" href="#staff-main">{tr.t("staff-skip")}</a>
        <header className="staff-header" data-testid="staff-header">
          <a className="staff-brand" href="/staff/">{tr.t("staff-console")}</a>
          {staff === undefined ? null : (
            <>
              <StaffNav label={tr.t("staff-nav-label")} links={sectionsOf(staff).map((s) => ({ href: s.href, text: tr.t(s.text) }))} />
              <div className="staff-who">
                <span data-testid="staff-who" data-role={staff.role}>{tr.t("staff-signed-in-as", { name: staff.name, role: tr.role(staff.role) })}</span>
                <form action={staffLogoutAction}>
                  <button type="submit" className="staff-button staff-button-quiet" data-testid="staff-sign-out">{tr.t("staff-sign-out")}</button>
                </form>
              </div>
            </>
          )}
        </header>
        <main id="staff-main" className="staff-main" tabIndex={-1}>
          <StaffErrorTexts words={{ title: tr.t("staff-error-page-title"), body: tr.t("staff-error-page-body"), retry: tr.t("staff-error-page-retry") }}>
            {children}
          </StaffErrorTexts>
        </main>
      </body>
    </html>
  )
}
