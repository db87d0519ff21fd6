import { Effect, Layer, Redacted, Schema } from "effect"
import { HumanCheckFailed, HumanVerification, type HumanCheckContext } from "@shop/core/ports/HumanVerification"

/**
 * Cloudflare Turnstile (production): the widget runs Cloudflare's script with the site key and hands
 * the form a token; the server asks siteverify (POST, form-encoded `secret`, `response`, `remoteip`)
 * whether it proves a human. Cloudflare answers each token once (`timeout-or-duplicate` after).
 */
export interface TurnstileOptions {
  readonly siteKey: string
  readonly secretKey: Redacted.Redacted<string>
  /** The siteverify endpoint (a local fake in tests). */
  readonly verifyUrl?: string
  /** Milliseconds before the call counts as unavailable. */
  readonly timeoutMs?: number
}

export const turnstileVerifyUrl = "https://challenges.cloudflare.com/turnstile/v0/siteverify"
/** Turnstile tokens are at most 2048 characters. */
const maxTokenLength = 2048

const SiteverifyAnswer = Schema.Struct({
  success: Schema.Boolean,
  "error-codes": Schema.optionalKey(Schema.Array(Schema.String))
})
const decodeAnswer = Schema.decodeUnknownResult(SiteverifyAnswer)

const failed = (reason: HumanCheckFailed["reason"], message: string) => new HumanCheckFailed({ reason, message })

const reasonOf = (codes: ReadonlyArray<string>): HumanCheckFailed["reason"] =>
  codes.includes("timeout-or-duplicate")
    ? "reused"
    : codes.some((code) => code.startsWith("missing-input-secret") || code.startsWith("invalid-input-secret") || code === "internal-error")
    ? "unavailable"
    : "invalid"

const make = (options: TurnstileOptions) =>
  HumanVerification.of({
    setup: Effect.succeed({ provider: "turnstile", siteKey: options.siteKey, challenge: null }),
    verify: Effect.fn("HumanVerification.verify")(function* (token: string, context?: HumanCheckContext) {
      if (token.length === 0 || token.length > maxTokenLength) return yield* failed("invalid", "not a Turnstile token")
      const form = new URLSearchParams({ secret: Redacted.value(options.secretKey), response: token })
      if (context?.remoteIp !== undefined) form.set("remoteip", context.remoteIp)
      const answer = yield* Effect.tryPromise({
        try: async (signal) => {
          const response = await fetch(options.verifyUrl ?? turnstileVerifyUrl, {
            method: "POST",
            body: form,
            signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs ?? 5_000)])
          })
          return { status: response.status, body: await response.json().catch(() => null) as unknown }
        },
        catch: () => failed("unavailable", "siteverify could not be reached")
      })
      const decoded = decodeAnswer(answer.body)
      if (decoded._tag === "Failure") return yield* failed("unavailable", `siteverify answered ${answer.status} without a verdict`)
      if (!decoded.success.success) {
        const codes = decoded.success["error-codes"] ?? []
        return yield* failed(reasonOf(codes), `siteverify refused the token: ${codes.join(", ") || "no reason"}`)
      }
    })
  })

export const HumanVerificationTurnstile = {
  layer: (options: TurnstileOptions) => Layer.succeed(HumanVerification, make(options))
}
