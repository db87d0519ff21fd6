import { Effect } from "effect"
import { IdentityError } from "../../auth/identityError.ts"
import { Identity } from "../../ports/Identity.ts"
import { withLoginLimit } from "../auth/loginGuard.ts"
import type { UserRecord } from "../auth/ports.ts"
import type { RepositoryError } from "../../errors.ts"
import type { RateLimitStore } from "../ports/RateLimitStore.ts"
import type { SecretTokens } from "../ports/SecretTokens.ts"

/** The password check failed: SPEC 8 "requires recent login" (sign in again), whatever the provider said. */
const reauthenticationFailure = <E>(error: E | IdentityError): E | IdentityError => {
  // By shape (as the login guard does): an error made by another bundle's class counts too.
  const code: unknown = typeof error === "object" && error !== null && Reflect.get(error, "_tag") === "IdentityError"
    ? Reflect.get(error, "code")
    : undefined
  return code === "wrong-password" || code === "user-not-found" || code === "invalid-token"
    ? new IdentityError({ code: "requires-recent-login" })
    : error
}

/**
 * The settings' proof that the signed-in user is at the keyboard before an email or password change:
 * their current password, checked by the configured provider (Identity.signInWithPassword: the embedded
 * users table or Firebase Auth) under the login limit of the user's email and the client's address
 * (accounts/loginGuard.ts: counted before the check), so a settings form cannot guess passwords faster
 * than the login page. A missing or wrong password is
 * `requires-recent-login` (SPEC 8); too many attempts stay `too-many-requests`.
 */
export const reauthenticate = Effect.fn("Account.reauthenticate")(function*(
  user: UserRecord,
  currentPassword: string,
  clientAddress: string
): Effect.fn.Return<void, IdentityError | RepositoryError, Identity | RateLimitStore | SecretTokens> {
  if (currentPassword.length === 0) return yield* Effect.fail(new IdentityError({ code: "requires-recent-login" }))
  const identity = yield* Identity
  const signedIn = yield* withLoginLimit(user.email, clientAddress, identity.signInWithPassword(user.email, currentPassword)).pipe(
    Effect.mapError(reauthenticationFailure)
  )
  // The server keeps no provider session.
  yield* identity.signOut.pipe(Effect.ignore)
  if (signedIn.uid !== user.id) return yield* Effect.fail(new IdentityError({ code: "requires-recent-login" }))
})
