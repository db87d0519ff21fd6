import { Context } from "effect"
import type { Effect, Option } from "effect"
import type { AuthUser } from "../auth/authUser.ts"
import type { IdentityError } from "../auth/identityError.ts"

export { AuthUser } from "../auth/authUser.ts"
export { IdentityError, IdentityErrorCode, identityErrorFromProviderCode } from "../auth/identityError.ts"

/**
 * The identity service (SPEC 7): who is signed in on this client. Production signs in with a custom
 * token taken from a cookie; the embedded default keeps users in the database. Every failure is an
 * `IdentityError` whose `code` is one of the spec's standard messages.
 */
export class Identity extends Context.Service<
  Identity,
  {
    /** SPEC 7: sign in with the custom token the server put in a cookie; a rejected token is `invalid-token`. */
    readonly signInWithCustomToken: (token: string) => Effect.Effect<AuthUser, IdentityError>
    /** `user-not-found` for an unknown email, `wrong-password` for a wrong password. */
    readonly signInWithPassword: (email: string, password: string) => Effect.Effect<AuthUser, IdentityError>
    /**
     * Creates the account and signs it in. `weak-password` when the product's password policy refuses
     * the password, `email-already-in-use` for a taken email (emails compare case-insensitively).
     */
    readonly register: (email: string, password: string, name: string) => Effect.Effect<AuthUser, IdentityError>
    /** Idempotent: signing out with nobody signed in succeeds. */
    readonly signOut: Effect.Effect<void, IdentityError>
    /**
     * Who is signed in on this client (none: nobody). A provider that cannot be asked fails with
     * `network-request-failed`, which is not "signed out": the caller keeps what it has.
     */
    readonly currentUser: Effect.Effect<Option.Option<AuthUser>, IdentityError>
    /**
     * Sends a reset link. Succeeds for an unknown email too, so the form cannot be used to find out
     * who has an account; only a malformed email fails (`invalid-email`).
     */
    readonly sendPasswordReset: (email: string) => Effect.Effect<void, IdentityError>
  }
>()("@shop/core/Identity") {}

/**
 * Server side of the provider (its admin rights): after the server authenticates a user it mints the
 * custom token the client then passes to `signInWithCustomToken`; it changes a user's sign-in email
 * and password once the server has checked the user's password (settings); and it ends what the
 * provider keeps of a user's sign-ins when the shop ends its own sessions (issue 14: logout, a
 * password change or reset, deactivation; core backend/auth/sessions.ts). `user-not-found` for an
 * unknown uid.
 */
export class CustomTokenIssuer extends Context.Service<
  CustomTokenIssuer,
  {
    readonly issue: (uid: string) => Effect.Effect<string, IdentityError>
    /**
     * The user signs in with `email` from now on (stored trimmed and lower-cased; the old email no
     * longer signs in). `invalid-email` for a malformed email, `email-already-in-use` when another
     * account has it (case-insensitively), `user-not-found` for an unknown uid. Same email: no change.
     */
    readonly updateEmail: (uid: string, email: string) => Effect.Effect<void, IdentityError>
    /**
     * The user signs in with `password` from now on (the old one no longer works), once the server has
     * checked the current one (settings). `weak-password` when the product's password policy refuses
     * it, `user-not-found` for an unknown uid.
     */
    readonly updatePassword: (uid: string, password: string) => Effect.Effect<void, IdentityError>
    /**
     * Ends every session the provider itself keeps of the user, so a copy of one signs in nowhere
     * (Firebase: the user's refresh tokens are revoked; an ID token already issued lives out its
     * hour). Not a password change: `passwordChangedAt` stays as it was. A provider that keeps no
     * sessions of its own (the embedded identity: a browser is signed in only by the shop's session
     * row, which core deletes) has nothing to end.
     */
    readonly revokeSessions: (uid: string) => Effect.Effect<void, IdentityError>
    /**
     * SPEC 4/6 deactivation at the provider: from now on the user signs in by no means (a password
     * or a custom token issued before: `user-disabled`; no custom token is issued) and the provider's
     * own sessions end. Disabling twice is no error.
     */
    readonly disable: (uid: string) => Effect.Effect<void, IdentityError>
    /**
     * Undoes `disable` (a staff member reactivates the customer): the user signs in again with their
     * password and is issued custom tokens. What `disable` ended stays ended (sessions and tokens
     * issued before). Enabling an enabled user is no error; `user-not-found` for an unknown uid.
     */
    readonly enable: (uid: string) => Effect.Effect<void, IdentityError>
    /**
     * When the user's password last changed at the provider (epoch ms), including a change the shop
     * never saw (Firebase's own reset page); core ends every session of the user started before it.
     * None when the provider does not keep it: every password change of the embedded identity goes
     * through the shop, which ends the sessions itself. `user-disabled` for a disabled user.
     */
    readonly passwordChangedAt: (uid: string) => Effect.Effect<Option.Option<number>, IdentityError>
  }
>()("@shop/core/CustomTokenIssuer") {}
