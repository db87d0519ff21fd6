import { Clock, Effect, Option } from "effect"
import { IdentityError } from "../../account/identityError.ts"
import type { LoginLimitPolicy } from "./loginLimit.ts"
import { defaultLoginLimitPolicy, loginAllowed, recordFailure } from "./loginLimit.ts"
import { LoginAttemptStore } from "./ports.ts"

/** A wrong password or an unknown user, told by shape (an error built by another bundle's class counts too). */
const countsAsFailure = (error: unknown): boolean => {
  if (typeof error !== "object" || error === null || Reflect.get(error, "_tag") !== "IdentityError") return false
  const code: unknown = Reflect.get(error, "code")
  return code === "wrong-password" || code === "user-not-found"
}

/**
 * Runs a password sign-in under the login limit (loginLimit.ts) for `key` (loginLimitKey): refused
 * with `too-many-requests` before `attempt` runs when the key is spent; a wrong password or unknown
 * user counts a failure; a success clears the key. Other failures (storage, network) count nothing.
 * Works over any provider's sign-in, embedded or Firebase.
 */
export const withLoginLimit = <A, E, R>(
  key: string,
  attempt: Effect.Effect<A, E | IdentityError, R>,
  policy: LoginLimitPolicy = defaultLoginLimitPolicy
) =>
  Effect.gen(function* () {
    const store = yield* LoginAttemptStore
    const now = yield* Clock.currentTimeMillis
    const record = Option.getOrUndefined(yield* store.get(key))
    if (!loginAllowed(record, now, policy)) return yield* Effect.fail(new IdentityError({ code: "too-many-requests" }))
    return yield* attempt.pipe(
      Effect.tap(() => (record === undefined ? Effect.void : store.remove(key))),
      Effect.tapError((error) =>
        countsAsFailure(error)
          ? Effect.flatMap(Clock.currentTimeMillis, (at) => store.set(key, recordFailure(record, at, policy)))
          : Effect.void
      )
    )
  })
