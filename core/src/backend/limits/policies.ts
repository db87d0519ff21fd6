import { Context } from "effect"

/**
 * The shop's rate limits (issue 14; the numbers are not in the spec, they are ours): one table, every
 * limit named once. A policy allows `limit` requests per fixed window of `windowMs`, counted per key:
 * - `address`: the client address the socket boundary resolved (web/server/forwarded.mjs; forwarded
 *   headers only behind TRUSTED_PROXIES), so one machine cannot script a form;
 * - `account`: a normalized email or a user id, so no number of machines can guess one password or
 *   flood one mailbox.
 * Generous for a person (typos, a second message, a family behind one router), tight for a script.
 */
export type LimitKey = "address" | "account"

export interface RateLimitPolicy {
  readonly key: LimitKey
  readonly limit: number
  readonly windowMs: number
}

const minutes = (n: number) => n * 60 * 1000
const hours = (n: number) => n * minutes(60)

export const rateLimitPolicies = {
  /** Every password check of one account (login, re-authentication); a success clears it. */
  "login-account": { key: "account", limit: 10, windowMs: minutes(15) },
  /** Every password check from one address, on any account (credential stuffing); successes count too. */
  "login-address": { key: "address", limit: 50, windowMs: minutes(15) },
  /** Every password check of one staff account (the console's sign-in); a success clears it. Tighter than a shopper's. */
  "staff-login-account": { key: "account", limit: 5, windowMs: minutes(15) },
  /** Every staff password check from one address, on any staff account. */
  "staff-login-address": { key: "address", limit: 20, windowMs: minutes(15) },
  /** Registrations: they answer "email in use", and each costs a password hash. */
  register: { key: "address", limit: 10, windowMs: hours(1) },
  /** Reset requests from one address, whatever the email. */
  "forgot-address": { key: "address", limit: 10, windowMs: hours(1) },
  /** Reset mails to one email, from anywhere: nobody's mailbox is flooded. */
  "forgot-account": { key: "account", limit: 3, windowMs: hours(1) },
  /** Contact messages. */
  contact: { key: "address", limit: 10, windowMs: hours(1) },
  /** Reviews (each waits for a moderator). */
  review: { key: "address", limit: 10, windowMs: hours(24) },
  /**
   * Orders from one address (replays of one key count too): each holds its units until it is paid,
   * expires or, for cash on delivery, is cancelled, so a script must not take the shop's stock.
   */
  "place-order": { key: "address", limit: 20, windowMs: hours(1) },
  /** Sell-order submissions (a corporate seller sends several; replays of one key count too). */
  "sell-order": { key: "address", limit: 20, windowMs: hours(1) },
  /** Email changes of one signed-in user: each may answer "email in use". */
  "email-change": { key: "account", limit: 5, windowMs: hours(1) }
} as const satisfies Readonly<Record<string, RateLimitPolicy>>

export type RateLimitName = keyof typeof rateLimitPolicies
export type RateLimitTable = { readonly [N in RateLimitName]: RateLimitPolicy }

/** The limits counted per client address (what `route({ limit })` takes). */
export type AddressLimitName = { [N in RateLimitName]: (typeof rateLimitPolicies)[N]["key"] extends "address" ? N : never }[RateLimitName]
/** The limits counted per account (called from core's use cases). */
export type AccountLimitName = Exclude<RateLimitName, AddressLimitName>

export const rateLimitNames = Object.keys(rateLimitPolicies) as ReadonlyArray<RateLimitName>

/**
 * The per-address limits times `factor` (at least one request each); per-account limits never change.
 * For a shop whose customers share few addresses (an office behind one NAT) and for test servers,
 * whose every request comes from loopback (RATE_LIMIT_SCALE).
 */
export const scaleAddressLimits = (table: RateLimitTable, factor: number): RateLimitTable => {
  const scaled: Record<string, RateLimitPolicy> = {}
  for (const name of rateLimitNames) {
    const policy = table[name]
    scaled[name] = policy.key === "address" ? { ...policy, limit: Math.max(1, Math.floor(policy.limit * factor)) } : policy
  }
  return scaled as RateLimitTable
}

/** The table in force: the shop's own unless the settings layer provides a scaled one. */
export const RateLimitPolicies = Context.Reference<RateLimitTable>("@shop/core/backend/RateLimitPolicies", {
  defaultValue: () => rateLimitPolicies
})
