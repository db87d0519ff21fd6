import { Context } from "effect"
import type { Effect } from "effect"
import type { AuthUser } from "../auth/authUser.ts"
import type { IdentityError } from "../auth/identityError.ts"
import type { FormRefused } from "./FormsApi.ts"

/**
 * The shop's own sign-in calls, as the sign-in pages make them (/api/auth/ of the web app): register,
 * log in, log out, ask for a reset link, set a new password with one. They always reach the shop's
 * server, whichever provider checks the credentials there (embedded or Firebase), which is why they
 * are not the Identity port (in Firebase mode that one is the Firebase SDK in the browser). A success
 * leaves the browser signed in by the server's session cookie; the answer is who signed in.
 *
 * Failures are tagged:
 * - IdentityError with the spec's identity codes (SPEC 8; core auth/identityError.ts): a refusal of the
 *   credentials (`invalid-credential`, `email-already-in-use`, `weak-password`, `invalid-token`, ...),
 *   a limit (`too-many-requests`, with the seconds to wait when the server names them), no answer
 *   (`network-request-failed`), and anything else the server answered (`unknown`);
 * - FormRefused: the server could not take what was sent and did nothing: `fields.humanCheck` when the
 *   registration's human check failed or is missing (its translation key), no field for a body the
 *   server could not read.
 */
export type ShopAuthError = IdentityError | FormRefused

export interface RegisterSubmission {
  readonly name: string
  readonly email: string
  readonly password: string
}

export class ShopAuthApi extends Context.Service<
  ShopAuthApi,
  {
    /** `humanCheck`: the widget's token (each is good for one check), null when the visitor has none. */
    readonly register: (account: RegisterSubmission, humanCheck: string | null) => Effect.Effect<AuthUser, ShopAuthError>
    /** A wrong password and an unknown email are one refusal, `invalid-credential`. */
    readonly login: (email: string, password: string) => Effect.Effect<AuthUser, ShopAuthError>
    /** Ends this browser's session on the server; signing out twice, or signed out, succeeds. */
    readonly logout: Effect.Effect<void, ShopAuthError>
    /** Succeeds for an unknown email too (nobody learns who has an account); `invalid-email` for a malformed one. */
    readonly forgot: (email: string) => Effect.Effect<void, ShopAuthError>
    /** The reset link's token and the new password; `invalid-token` for a used, expired or unknown token. */
    readonly reset: (token: string, password: string) => Effect.Effect<AuthUser, ShopAuthError>
  }
>()("@shop/core/ShopAuthApi") {}
