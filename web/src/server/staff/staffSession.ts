import "server-only"
import { staffSessionLifetime, staffSessionOf } from "@shop/core/backend/staff/staffAccounts"
import type { StaffActor } from "@shop/core/staff/roles"
import { Effect, Option } from "effect"
import type { CookieSetting } from "../auth/cookies.ts"
import { cookiesOfHeader, requestCookies } from "../auth/cookies.ts"
import type { SignedIn } from "../http.ts"

/**
 * The staff console's session (issue 18): the httpOnly, SameSite=Strict cookie `shop_staff` carries
 * the random token of a staff session row (core backend/staff/staffAccounts.ts). Separate from the
 * shopper's `shop_session`: a shopper's session never reaches the console, nor the reverse.
 */
export const staffCookieName = "shop_staff"

export const staffCookie = (token: string, lifetimeMs: number): CookieSetting => ({
  name: staffCookieName,
  value: token,
  maxAgeSeconds: Math.max(0, Math.floor(lifetimeMs / 1000)),
  httpOnly: true,
  sameSite: "Strict"
})

export const staffSignedOutCookie: CookieSetting = { name: staffCookieName, value: "", maxAgeSeconds: 0, httpOnly: true, sameSite: "Strict" }

export const staffCookieLifetime = staffSessionLifetime

/** The staff member of a request's cookie, if its session lives (the one lookup of the console). */
export const staffOfCookies = (cookies: ReadonlyMap<string, string>) =>
  Effect.map(staffSessionOf(cookies.get(staffCookieName)), Option.map((session) => session.staff))

export const staffOfHeader = (cookieHeader: string | null | undefined) => staffOfCookies(cookiesOfHeader(cookieHeader))

/** `route({ signedIn: staffMember })`: the `/api/staff/*` calls; the handler gets `user: StaffActor`. */
export const staffMember: SignedIn<StaffActor> = {
  lookup: (request) => staffOfCookies(requestCookies(request)),
  unauthorized: "sign in to the staff console"
}
