import "server-only"
import { staffSessionOf, staffSignIn, staffSignOut } from "@shop/core/backend/staff/staffAccounts"
import type { StaffLoginBody } from "@shop/core/backend/staff/requests"
import { notFound } from "@shop/core/errors"
import { permissionsOf } from "@shop/core/staff/roles"
import { Clock, Effect, Option } from "effect"
import { requestCookies } from "../auth/cookies.ts"
import { clientLimitKey } from "../clientAddress.ts"
import { withCookies } from "../http.ts"
import { staffCookie, staffCookieName, staffSignedOutCookie } from "./staffSession.ts"

/** The console's sign-in: core staffSignIn under the staff login limit, then the session cookie. */
export const staffLogin = (request: Request, body: StaffLoginBody) =>
  Effect.gen(function*() {
    const signed = yield* staffSignIn(body, clientLimitKey(request), requestCookies(request).get(staffCookieName))
    const now = yield* Clock.currentTimeMillis
    return withCookies(
      { staff: signed.staff, permissions: permissionsOf(signed.staff.role), expiresAt: signed.expiresAt },
      [staffCookie(signed.token, signed.expiresAt - now)]
    )
  })

/** Ends this browser's staff session on the server and removes its cookie (twice is harmless). */
export const staffLogout = (request: Request) =>
  Effect.gen(function*() {
    yield* staffSignOut(requestCookies(request).get(staffCookieName))
    return withCookies({ signedOut: true as const }, [staffSignedOutCookie])
  })

/**
 * Who this browser's staff session is: 200 with the member, or 404 `not-found` "staff session" when
 * there is none, the cookie removed. (The console's pages ask the same lookup themselves.)
 */
export const staffSessionAnswer = (request: Request) =>
  Effect.gen(function*() {
    const token = requestCookies(request).get(staffCookieName)
    const session = yield* staffSessionOf(token)
    if (Option.isNone(session)) return yield* Effect.fail(notFound("staff session", "current"))
    const { staff, expiresAt } = session.value
    return { staff, permissions: permissionsOf(staff.role), expiresAt }
  })
