import "server-only"
import { RateLimitStorePg } from "@shop/adapters/postgres/repositories/RateLimitStorePg"
import { rateLimitPolicies, RateLimitPolicies, scaleAddressLimits, type AddressLimitName } from "@shop/core/backend/limits/policies"
import { consumeAddressLimit } from "@shop/core/backend/limits/rateLimit"
import { sweepExpiredLimits } from "@shop/core/backend/limits/sweep"
import { Effect, Layer, Schedule } from "effect"
import { clientLimitKey } from "./clientAddress.ts"
import { Settings } from "./settings.ts"

/**
 * The rate limits of the HTTP boundary (core backend/limits: the table, the rules, the counting):
 * `route({ limit })` counts one hit of the named per-address limit for the
 * client address the socket boundary resolved, after the request decoded and before the handler
 * runs. A spent limit is core's RateLimited: 429 `too-many-requests` with Retry-After.
 */
export const limitRequest = (name: AddressLimitName | undefined, request: Request) =>
  name === undefined ? Effect.void : consumeAddressLimit(name, clientLimitKey(request))

/**
 * The table in force: RATE_LIMIT_SCALE (settings.ts: a positive number, default 1) multiplies every
 * per-address limit, for a shop whose customers share few addresses (an office behind one NAT), and
 * for test servers whose every request comes from loopback. Per-account limits (logins, reset mails,
 * email changes) never change.
 */
export const rateLimitTableOfSettings = Effect.map(Settings, ({ rateLimitScale: scale }) =>
  scale === 1 ? rateLimitPolicies : scaleAddressLimits(rateLimitPolicies, scale))

const policiesOfSettings = Layer.effect(RateLimitPolicies, rateLimitTableOfSettings)

/** How often ended limit windows and expired human checks are deleted (each one indexed DELETE). */
const sweepInterval = "10 minutes"

const sweep = sweepExpiredLimits().pipe(
  Effect.ignore({ log: "Warn", message: "Sweeping ended rate-limit windows failed; the next sweep retries" })
)

/** Runs for as long as the runtime: interrupted when it is disposed. */
const sweepTimer = Layer.effectDiscard(Effect.forkScoped(Effect.repeat(sweep, Schedule.spaced(sweepInterval))))

/**
 * The limits' part of the application layer: the counters' store in the shop database, the table in
 * force, and the sweep. Needs the Database and SpentHumanChecks (forms layer) beside it.
 */
export const LimitsLayer = Layer.mergeAll(RateLimitStorePg.layer, policiesOfSettings, sweepTimer.pipe(Layer.provide(RateLimitStorePg.layer)))
