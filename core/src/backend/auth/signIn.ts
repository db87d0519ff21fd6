import { Effect } from "effect"
import type { AuthUser } from "../../auth/authUser.ts"
import type { CurrentUser } from "../../auth/currentUser.ts"
import { signInRefusal } from "../../auth/identityError.ts"
import { CustomTokenIssuer, Identity } from "../../ports/Identity.ts"
import { consumeAccountLimit } from "../limits/rateLimit.ts"
import { currentUserOf, normalizeEmail, resetPassword, startPasswordReset } from "./accounts.ts"
import { tooManyRequests, withLoginLimit } from "./loginGuard.ts"
import type { LoginBody, RegisterBody } from "./requests.ts"
import { admitSignedIn } from "./serverSession.ts"
import { replaceSession } from "./sessions.ts"

/**
 * The sign-in calls as use cases, whichever provider checks the credentials (the Identity and
 * CustomTokenIssuer in context) and whoever carries the result to the browser: the web app's
 * /api/auth/ routes write it as cookies (web/src/server/auth/flows.ts), the memory ShopAuthApi keeps
 * it as a browser's cookie jar would. `presented` is the session token the browser sent, if any.
 */

/** A browser signed in: who, the SPEC 3 current user, the new server session's token and the SPEC 7 custom token. */
export interface SignedIn {
  readonly user: AuthUser
  readonly currentUser: CurrentUser
  readonly session: string
  readonly customToken: string
}

/**
 * After the provider accepted the user: the shop's user document (deactivation refused; linked when
 * the provider is `external`), the custom token, and a new server session (the shop's own, whichever
 * provider signed the user in) in place of the one the browser presented (replaceSession: no
 * fixation, no earlier user kept on a shared computer).
 */
export const startSignedIn = Effect.fn("Auth.startSignedIn")(function*(user: AuthUser, presented: string | undefined, external: boolean) {
  const record = yield* admitSignedIn(user, external)
  const customToken = yield* (yield* CustomTokenIssuer).issue(user.uid)
  const session = yield* replaceSession(presented, user.uid)
  // The server keeps no provider session: the client signs in itself with the custom token.
  yield* (yield* Identity).signOut.pipe(Effect.ignore)
  return { user, currentUser: currentUserOf(record), session, customToken } satisfies SignedIn
})

/** Registration (after the caller's human check): the provider creates the account, then it is signed in. */
export const registerAndSignIn = Effect.fn("Auth.register")(function*(account: RegisterBody, presented: string | undefined, external: boolean) {
  const user = yield* (yield* Identity).register(account.email, account.password, account.name)
  return yield* startSignedIn(user, presented, external)
})

/**
 * Password sign-in under the login limit (the account and `clientAddress`, counted before the
 * check). An unknown email and a wrong password are one answer, `invalid-credential` (signInRefusal),
 * with either provider.
 */
export const passwordSignIn = Effect.fn("Auth.login")(
  function*(credentials: LoginBody, clientAddress: string, presented: string | undefined, external: boolean) {
    const identity = yield* Identity
    const user = yield* withLoginLimit(credentials.email, clientAddress, identity.signInWithPassword(credentials.email, credentials.password))
    return yield* startSignedIn(user, presented, external)
  },
  Effect.mapError(signInRefusal)
)

/**
 * Forgot password: reset mails to one email are limited whoever asks (nobody's mailbox is flooded),
 * then `send` runs detached from the answer (startPasswordReset: the time taken tells nobody whether
 * the email has an account).
 */
export const askPasswordReset = Effect.fn("Auth.forgot")(function*<E, R>(email: string, send: Effect.Effect<void, E, R>) {
  yield* consumeAccountLimit("forgot-account", normalizeEmail(email)).pipe(
    Effect.catchTag("RateLimited", (limited) => Effect.fail(tooManyRequests(limited)))
  )
  yield* startPasswordReset(email, send)
})

/** A reset link's new password (the shop's own users table: resetPassword), then the browser is signed in. */
export const resetAndSignIn = Effect.fn("Auth.reset")(function*(token: string, password: string, presented: string | undefined) {
  const user = yield* resetPassword(token, password)
  return yield* startSignedIn(user, presented, false)
})
