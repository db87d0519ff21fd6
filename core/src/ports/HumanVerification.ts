import type { Effect } from "effect"
import { Context, Schema } from "effect"

/**
 * Human verification (SPEC 7: "a human-verification service set up with a site key"). A form's widget
 * gets what it needs from `setup` (the provider, its site key and, for the embedded provider, a
 * signed challenge the browser solves), and sends back a token; the server calls `verify` with it
 * before anything is written. Adapters: memory (tests), embedded (a proof-of-work challenge the server
 * signs; the default, and `always-fail` for tests), Cloudflare Turnstile (production).
 */

/** The providers a widget knows how to draw. */
export const HumanCheckProvider = Schema.Literals(["embedded", "turnstile"])
export type HumanCheckProvider = typeof HumanCheckProvider.Type

/** What a widget needs to run the check. `challenge` is the embedded provider's signed puzzle (JSON). */
export const HumanCheckSetup = Schema.Struct({
  provider: HumanCheckProvider,
  siteKey: Schema.String,
  challenge: Schema.NullOr(Schema.Unknown)
})
export type HumanCheckSetup = typeof HumanCheckSetup.Type

/** Why a token was refused. */
export const HumanCheckFailureReason = Schema.Literals(["missing", "invalid", "expired", "reused", "rejected", "unavailable"])
export type HumanCheckFailureReason = typeof HumanCheckFailureReason.Type

/** The token did not prove a human (or the provider could not be asked): nothing may be written. */
export class HumanCheckFailed extends Schema.TaggedError<HumanCheckFailed>()("HumanCheckFailed", {
  reason: HumanCheckFailureReason,
  message: Schema.String
}) {}

/** Translation key the forms show for any failed check (web/messages/help). */
export const humanCheckFailedKey = "human-check-failed"

/** Where a check happens, for the provider's records (Turnstile `remoteip`, action names). */
export interface HumanCheckContext {
  readonly remoteIp?: string | undefined
  readonly action?: string | undefined
}

export interface HumanVerificationShape {
  /** What a widget needs: provider, site key, and a fresh challenge when the provider uses one. */
  readonly setup: Effect.Effect<HumanCheckSetup, HumanCheckFailed>
  /** Succeeds when `token` proves a human; each token is good for one check. */
  readonly verify: (token: string, context?: HumanCheckContext) => Effect.Effect<void, HumanCheckFailed>
}

export class HumanVerification extends Context.Service<HumanVerification, HumanVerificationShape>()(
  "@shop/core/HumanVerification"
) {}
