import type { CurrentUser } from "./currentUser.ts"

/**
 * What the shell does with a session when the page loads or the user document changes:
 * - "keep": a signed-in, active user;
 * - "logout-deactivated": SPEC 4, a deactivated user has the session ended with logout; also a session the
 *   server has ended (issue 14: logout elsewhere, a password change or reset, deactivation, expiry), which
 *   once its record is gone cannot be told from a deactivation and is ended the same way (local cart kept);
 * - "sign-out-and-clear-cart": SPEC 4, an auth cookie without a custom token signs the user out and clears the cart;
 * - "sign-in-with-custom-token": no signed-in user yet, but the cookie pair to sign in with (SPEC 7);
 * - "anonymous": nobody is signed in and nothing to act on; the cart stays local.
 * `applySessionDecision` (applySession.ts) carries a decision out over Identity and CartStorage.
 */
export type SessionDecision =
  | "keep"
  | "logout-deactivated"
  | "sign-out-and-clear-cart"
  | "sign-in-with-custom-token"
  | "anonymous"

export interface SessionFacts {
  /** The shop's user document of the signed-in user, null when nobody is signed in. */
  readonly user: Pick<CurrentUser, "deactivated_at"> | null
  readonly hasAuthCookie: boolean
  readonly hasCustomToken: boolean
  /** A session cookie was sent but names no live server session (ended or expired). */
  readonly sessionEnded?: boolean
}

/**
 * Deactivation wins over everything: it must end the session even when the cookies look healthy. A
 * broken cookie pair comes next, because a session without its custom token cannot be trusted.
 */
export const sessionDecision = ({ user, hasAuthCookie, hasCustomToken, sessionEnded = false }: SessionFacts): SessionDecision => {
  if (user !== null && user.deactivated_at !== null) return "logout-deactivated"
  if (hasAuthCookie && !hasCustomToken) return "sign-out-and-clear-cart"
  if (user !== null) return "keep"
  if (sessionEnded) return "logout-deactivated"
  if (hasAuthCookie && hasCustomToken) return "sign-in-with-custom-token"
  return "anonymous"
}
