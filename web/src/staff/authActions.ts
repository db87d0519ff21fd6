"use server"
import { staffSignIn, staffSignOut } from "@shop/core/backend/staff/staffAccounts"
import { Cause, Clock, Effect, Exit } from "effect"
import { redirect } from "next/navigation"
import { pageCookies, pageRequest, setPageCookies } from "../server/auth/pageCookies.ts"
import { clientLimitKey } from "../server/clientAddress.ts"
import { runExit } from "../server/runtime.ts"
import { staffCookie, staffCookieName, staffSignedOutCookie } from "../server/staff/staffSession.ts"
import { formText } from "./actionResult.ts"
import type { StaffActionState } from "./actionState.ts"
import { staffTranslator } from "./i18n.ts"
import { safeReturnPath, staffLoginPath } from "./session.ts"

/**
 * The console's sign-in form (core staffSignIn: the staff login limit, one refusal for every mistake),
 * then the session cookie and the page the member came for. Refusals are said in English: who is
 * signing in, and so their language, is not known yet.
 */
export async function staffLoginAction(_previous: StaffActionState, form: FormData): Promise<StaffActionState> {
  const { t } = staffTranslator("en")
  const cookies = await pageCookies()
  const address = clientLimitKey(await pageRequest())
  const exit = await runExit(Effect.gen(function*() {
    const signed = yield* staffSignIn(
      { email: formText(form, "email", 254), password: formText(form, "password", 256) },
      address,
      cookies.get(staffCookieName)
    )
    return { signed, now: yield* Clock.currentTimeMillis }
  }))
  if (Exit.isFailure(exit)) {
    const failure = Cause.findErrorOption(exit.cause)
    const refusal = failure._tag === "Some" ? failure.value : undefined
    if (refusal?._tag === "RateLimited") {
      return { ok: false, form: "login", text: t("staff-login-wait", { seconds: refusal.retryAfterSeconds }) }
    }
    if (refusal?._tag === "SignInRefused") return { ok: false, form: "login", text: t("staff-login-refused") }
    Effect.runSync(Effect.logError("The staff sign-in failed", Cause.pretty(exit.cause)))
    return { ok: false, form: "login", text: t("staff-login-unavailable") }
  }
  const { signed, now } = exit.value
  await setPageCookies([staffCookie(signed.token, signed.expiresAt - now)])
  redirect(safeReturnPath(form.get("next")))
}

/** Ends this browser's staff session on the server, removes the cookie, and goes to the sign-in. */
export async function staffLogoutAction(): Promise<void> {
  const cookies = await pageCookies()
  await runExit(staffSignOut(cookies.get(staffCookieName)))
  await setPageCookies([staffSignedOutCookie])
  redirect(staffLoginPath)
}
