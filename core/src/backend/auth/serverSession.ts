import { Clock, Effect, Option } from "effect"
import type { AuthUser } from "../../auth/authUser.ts"
import { IdentityError } from "../../auth/identityError.ts"
import type { SessionDecision } from "../../auth/session.ts"
import { sessionDecision } from "../../auth/session.ts"
import { normalizeEmail } from "./accounts.ts"
import { UserRepository } from "./ports.ts"
import type { LiveSession, UserRecord } from "./ports.ts"
import { currentSession } from "./sessions.ts"

/**
 * The server's side of a session, whichever provider signed the user in. The shop keeps its own
 * user document (UserRepository) for every user: the embedded identity creates it at registration;
 * for an external provider (Firebase) it is linked at the first sign-in. Deactivation (SPEC 3/4) is
 * read from it.
 */

/**
 * After the provider accepted the credentials: the shop's user document, linked when the provider
 * is external; `user-disabled` when it is deactivated (SPEC 4: a deactivated user does not get a
 * session), `user-not-found` when an embedded user vanished meanwhile.
 */
export const admitSignedIn = Effect.fn("Accounts.admitSignedIn")(function* (user: AuthUser, external: boolean) {
  const users = yield* UserRepository
  const record: UserRecord = external
    ? yield* users.linkExternal({
      id: user.uid,
      email: normalizeEmail(user.email),
      name: user.displayName,
      createdAt: yield* Clock.currentTimeMillis
    }).pipe(Effect.catchTag("EmailTaken", () => Effect.fail(new IdentityError({ code: "email-already-in-use" }))))
    : yield* Effect.flatMap(users.findById(user.uid), Option.match({
      onNone: () => Effect.fail(new IdentityError({ code: "user-not-found" })),
      onSome: Effect.succeed
    }))
  if (record.deactivatedAt !== null) return yield* Effect.fail(new IdentityError({ code: "user-disabled" }))
  return record
})

export interface SessionCookies {
  /** The httpOnly session cookie's value, when the request has one. */
  readonly session: string | undefined
  /** SPEC 4/7 auth cookie present, and whether it carries a custom token. */
  readonly hasAuthCookie: boolean
  readonly hasCustomToken: boolean
}

export interface SessionState {
  readonly decision: SessionDecision
  /** The live session of the session cookie, with its user as stored (deactivated or not). */
  readonly session: Option.Option<LiveSession>
  /** The session's user, deactivated or not. */
  readonly user: Option.Option<UserRecord>
}

/**
 * What a request's cookies amount to (core sessionDecision, SPEC 4): the user of the live server
 * session the cookie names (one lookup; once a day also the renewal and its provider check:
 * sessions.ts currentSession), and the decision for the client. A deactivated user gets
 * "logout-deactivated", and so does a session cookie whose session the server has ended (logout
 * elsewhere, a password change or reset, deactivation, expiry); an auth cookie without its custom
 * token "sign-out-and-clear-cart".
 */
export const sessionState = Effect.fn("Sessions.state")(function* (cookies: SessionCookies) {
  const presented = cookies.session !== undefined && cookies.session.trim() !== ""
  const session = presented ? yield* currentSession(cookies.session) : Option.none<LiveSession>()
  const user = Option.map(session, (s) => s.user)
  const decision = sessionDecision({
    user: Option.match(user, {
      onNone: () => null,
      onSome: (u) => ({ deactivated_at: u.deactivatedAt === null ? null : new Date(u.deactivatedAt).toISOString() })
    }),
    hasAuthCookie: cookies.hasAuthCookie,
    hasCustomToken: cookies.hasCustomToken,
    sessionEnded: presented && Option.isNone(session)
  })
  return { decision, session, user } satisfies SessionState
})

