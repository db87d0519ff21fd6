import { Schema } from "effect"

/**
 * Login rate limiting (issue 6, "login attempts are rate limited"; numbers not shown in SPEC, ours):
 * at most `maxFailures` failed sign-ins per key (email + client) in a fixed window that opens at the
 * first failure. Once the key has used them all, every attempt is refused with `too-many-requests`,
 * without checking the password, until the window has passed. A successful sign-in clears the key.
 * Pure functions of the stored record and the current instant (epoch ms): the caller reads the time
 * from Effect's Clock.
 */
export interface LoginLimitPolicy {
  readonly maxFailures: number
  readonly windowMs: number
}

/** Five tries per quarter hour: enough for typos, far too few to guess a password. */
export const defaultLoginLimitPolicy: LoginLimitPolicy = { maxFailures: 5, windowMs: 15 * 60 * 1000 }

/** What is stored per key: failures counted since `windowStart` (epoch ms). */
export const LoginAttempts = Schema.Struct({
  failures: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
  windowStart: Schema.Number.check(Schema.isInt())
})
export type LoginAttempts = typeof LoginAttempts.Type

/** A record whose window has passed counts as no record. */
export const isLive = (record: LoginAttempts, now: number, policy: LoginLimitPolicy): boolean =>
  now >= record.windowStart && now < record.windowStart + policy.windowMs

/** Whether an attempt may check the password now. */
export const loginAllowed = (
  record: LoginAttempts | undefined,
  now: number,
  policy: LoginLimitPolicy = defaultLoginLimitPolicy
): boolean => record === undefined || !isLive(record, now, policy) || record.failures < policy.maxFailures

/** The record after a failed attempt: counted in the live window, or the first of a new one. */
export const recordFailure = (
  record: LoginAttempts | undefined,
  now: number,
  policy: LoginLimitPolicy = defaultLoginLimitPolicy
): LoginAttempts =>
  record !== undefined && isLive(record, now, policy)
    ? { failures: record.failures + 1, windowStart: record.windowStart }
    : { failures: 1, windowStart: now }

/** When a refused key may try again (epoch ms), for a Retry-After header. */
export const retryAt = (record: LoginAttempts, policy: LoginLimitPolicy = defaultLoginLimitPolicy): number =>
  record.windowStart + policy.windowMs

/**
 * The key an attempt is counted under: the email as the provider compares it (trimmed, lower case)
 * and the client (an IP address, or "unknown"). Per email + client, so one attacker cannot lock a
 * victim out from everywhere, and one client cannot try many passwords on one account.
 */
export const loginLimitKey = (email: string, client: string): string =>
  `${email.trim().toLowerCase()}|${client.trim() === "" ? "unknown" : client.trim()}`
