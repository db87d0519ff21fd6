import { Option } from "effect"
import type { Metadata } from "next"
import { redirect } from "next/navigation"
import { staffLoginAction } from "../../../../src/staff/authActions.ts"
import { staffTranslator } from "../../../../src/staff/i18n.ts"
import { currentStaff, safeReturnPath } from "../../../../src/staff/session.ts"
import { StaffLoginForm } from "../../../../src/staff/ui/StaffLoginForm.tsx"

export const metadata: Metadata = { title: "Sign in" }

/** The console's sign-in; a member already signed in goes on to where they were going. */
export default async function StaffLoginPage({ searchParams }: { readonly searchParams: Promise<Record<string, string | ReadonlyArray<string> | undefined>> }) {
  const next = safeReturnPath((await searchParams)["next"])
  if (Option.isSome(await currentStaff())) redirect(next)
  const { t } = staffTranslator("en")
  return (
    <section className="staff-panel staff-login" data-testid="staff-login">
      <h1>{t("staff-login-title")}</h1>
      <StaffLoginForm action={staffLoginAction} next={next} texts={{ email: t("staff-login-email"), password: t("staff-login-password"), submit: t("staff-login-submit") }} />
    </section>
  )
}
