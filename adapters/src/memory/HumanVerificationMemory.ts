import { Effect, Layer, Ref } from "effect"
import { HumanCheckFailed, HumanVerification } from "@shop/core/ports/HumanVerification"

/** The token the memory fake's widget "solves" (tests send it); each one is good once. */
export const memoryPassingToken = (n: number): string => `memory-human-${n}`

const pattern = /^memory-human-\d{1,9}$/

const make = (alwaysFail: boolean) =>
  Effect.gen(function* () {
    const used = yield* Ref.make<ReadonlySet<string>>(new Set())
    return HumanVerification.of({
      setup: Effect.succeed({ provider: "embedded", siteKey: "memory-site-key", challenge: null }),
      verify: Effect.fn("HumanVerification.verify")(function* (token: string) {
        if (alwaysFail) return yield* new HumanCheckFailed({ reason: "rejected", message: "the memory fake refuses every check" })
        if (!pattern.test(token)) return yield* new HumanCheckFailed({ reason: "invalid", message: "not a token of the memory fake" })
        const fresh = yield* Ref.modify(used, (seen) =>
          seen.has(token) ? [false, seen] as const : [true, new Set([...seen, token])] as const)
        if (!fresh) return yield* new HumanCheckFailed({ reason: "reused", message: "the token was used already" })
      })
    })
  })

/**
 * HumanVerification in memory, for tests of the forms' services and route handlers: it accepts each
 * `memoryPassingToken(n)` once; `layerAlwaysFail` refuses everything.
 */
export const HumanVerificationMemory = {
  layer: Layer.effect(HumanVerification, make(false)),
  layerAlwaysFail: Layer.effect(HumanVerification, make(true))
}
