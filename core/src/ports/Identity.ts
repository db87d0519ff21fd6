import { Context } from "effect"
import type { Effect, Option } from "effect"
import type { AuthUser } from "../account/authUser.ts"
import type { IdentityError } from "../account/identityError.ts"

export { AuthUser } from "../account/authUser.ts"
export { IdentityError, IdentityErrorCode, identityErrorFromProviderCode } from "../account/identityError.ts"

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
    readonly currentUser: Effect.Effect<Option.Option<AuthUser>>
    /**
     * Sends a reset link. Succeeds for an unknown email too, so the form cannot be used to find out
     * who has an account; only a malformed email fails (`invalid-email`).
     */
    readonly sendPasswordReset: (email: string) => Effect.Effect<void, IdentityError>
  }
>()("@shop/core/Identity") {}

/**
 * Server side of the custom-token flow: after the server authenticates a user it mints the token the
 * client then passes to `signInWithCustomToken`. `user-not-found` for an unknown uid.
 */
export class CustomTokenIssuer extends Context.Service<
  CustomTokenIssuer,
  { readonly issue: (uid: string) => Effect.Effect<string, IdentityError> }
>()("@shop/core/CustomTokenIssuer") {}
