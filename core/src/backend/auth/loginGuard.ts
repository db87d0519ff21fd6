import { Effect } from "effect"
import { IdentityError } from "../../auth/identityError.ts"
import type { RateLimited } from "../../errors.ts"
import { addressKey, clearRateLimit, consumeRateLimits, type LimitHit } from "../limits/rateLimit.ts"
import { normalizeEmail } from "./accounts.ts"

/**
 * The login limit (issue 14; numbers in backend/limits/policies.ts): every password check is counted
 * BEFORE the password is checked, atomically in the shared store, under two buckets: the account (its
 * email as the provider compares it) and the client address (as the socket boundary resolved it).
 * When either is spent the attempt is refused with `too-many-requests` and the password is not
 * checked, so N concurrent guesses on one account, from any number of addresses and server processes,
 * check at most the account's limit. A successful sign-in clears the account's count (the person who
 * knows the password is not locked out by their own typos); the address's count stays, so one valid
 * account cannot be used to reset a script's budget.
 */
export const loginLimitHits = (email: string, clientAddress: string): ReadonlyArray<LimitHit> => [
  { name: "login-account", key: normalizeEmail(email) },
  { name: "login-address", key: addressKey(clientAddress) }
]

/** A spent limit as the identity calls answer it (SPEC 8 too-many-requests), with the wait. */
export const tooManyRequests = (limited: RateLimited): IdentityError =>
  new IdentityError({ code: "too-many-requests", retryAfterSeconds: limited.retryAfterSeconds })

/**
 * Runs a password check (any provider's sign-in: embedded or Firebase) under the login limit of
 * `email` from `clientAddress`.
 */
export const withLoginLimit = Effect.fn("Accounts.withLoginLimit")(function* <A, E, R>(
  email: string,
  clientAddress: string,
  attempt: Effect.Effect<A, E, R>
) {
  yield* consumeRateLimits(loginLimitHits(email, clientAddress)).pipe(
    Effect.catchTag("RateLimited", (limited) => Effect.fail(tooManyRequests(limited)))
  )
  const user = yield* attempt
  // The user is signed in whatever happens here: a count left behind only costs a later typo.
  yield* clearRateLimit({ name: "login-account", key: normalizeEmail(email) }).pipe(
    Effect.ignore({ log: "Warn", message: "Clearing the login count after a sign-in failed" })
  )
  return user
})
