import { Effect, Option, Schema } from "effect"
import { IdentityError, type IdentityErrorCode } from "../../auth/identityError.ts"
import { CustomTokenIssuer, Identity } from "../../ports/Identity.ts"
import { validateEmail } from "../../validation/text.ts"
import { normalizeEmail } from "../auth/accounts.ts"
import { tooManyRequests } from "../auth/loginGuard.ts"
import { UserRepository } from "../auth/ports.ts"
import { notFound, type NotFound, type RepositoryError } from "../../errors.ts"
import { consumeAccountLimit } from "../limits/rateLimit.ts"
import type { RateLimitStore } from "../ports/RateLimitStore.ts"
import type { SecretTokens } from "../ports/SecretTokens.ts"
import { reauthenticate } from "./reauthenticate.ts"

/** The settings' email change: the current password (re-authentication) and the new email. */
export const EmailChange = Schema.Struct({
  currentPassword: Schema.String.check(Schema.isMaxLength(1024)),
  newEmail: Schema.String.check(Schema.isMaxLength(320))
})
export type EmailChange = typeof EmailChange.Type

const fail = (code: IdentityErrorCode) => Effect.fail(new IdentityError({ code }))

/**
 * Changes the signed-in user's email (settings), under the user's email-change limit
 * (`too-many-requests`), after `reauthenticate` with the current password
 * (`requires-recent-login` when it is missing or wrong). The new email must be well
 * formed (`invalid-email`) and nobody else's (`email-already-in-use`); it is stored trimmed and
 * lower-cased, first in the provider (CustomTokenIssuer.updateEmail: Firebase's user, or the embedded
 * users table), then in the shop's user document (a failure there puts the old email back in the provider). The uid does not change, so the session stays valid.
 * The user's reset links end (issue 14): they were mailed to the old address.
 * The same email again changes nothing. Answers the stored email.
 */
export const changeEmail = Effect.fn("Account.changeEmail")(function*(
  userId: string,
  change: EmailChange,
  clientAddress: string
): Effect.fn.Return<
  { readonly email: string },
  NotFound | IdentityError | RepositoryError,
  UserRepository | RateLimitStore | SecretTokens | Identity | CustomTokenIssuer
> {
  const users = yield* UserRepository
  const user = yield* users.findById(userId)
  if (Option.isNone(user)) return yield* Effect.fail(notFound("user", userId))
  if (change.currentPassword.length === 0) return yield* fail("requires-recent-login")
  if (Option.isSome(validateEmail(change.newEmail))) return yield* fail("invalid-email")
  const email = normalizeEmail(change.newEmail)
  // "Email in use" tells whether someone has an account: the user's own limit keeps that slow,
  // counted before the password (whose success clears the login count) and the lookup.
  yield* consumeAccountLimit("email-change", userId).pipe(Effect.catchTag("RateLimited", (limited) => Effect.fail(tooManyRequests(limited))))
  yield* reauthenticate(user.value, change.currentPassword, clientAddress)
  if (email === user.value.email) return { email }
  const holder = yield* users.findByEmail(email)
  if (Option.isSome(holder) && holder.value.id !== userId) return yield* fail("email-already-in-use")
  const issuer = yield* CustomTokenIssuer
  yield* issuer.updateEmail(userId, email)
  // The provider already has the new email: when the shop's user document cannot follow, the old
  // email goes back to the provider, so the sign-in email and the shown one never disagree.
  const restore = issuer.updateEmail(userId, user.value.email).pipe(
    Effect.ignore({ log: "Error", message: "Restoring the provider's email after a failed email change failed" })
  )
  const stored = yield* users.setEmail(userId, email).pipe(
    Effect.catchTag("EmailTaken", () => fail("email-already-in-use")),
    Effect.onError(() => restore)
  )
  if (!stored) {
    yield* restore
    return yield* Effect.fail(notFound("user", userId))
  }
  // The links mailed before went to the old address, which may no longer be the user's.
  yield* users.deleteResetTokens(userId)
  return { email }
})
