import { Effect, Layer, Ref } from "effect"
import { SpentHumanChecks } from "@shop/core/backend/ports/SpentHumanChecks"

/** SpentHumanChecks in memory (tests): digest -> expiry in one Ref. Runs spentHumanChecksSuite. */
export const makeSpentHumanChecksMemory = Effect.gen(function* () {
  const spent = yield* Ref.make<ReadonlyMap<string, number>>(new Map())
  return SpentHumanChecks.of({
    spend: (digest, expiresAt) =>
      Ref.modify(spent, (all) => (all.has(digest) ? [false, all] : [true, new Map(all).set(digest, expiresAt)])),
    sweep: (now) =>
      Ref.modify(spent, (all) => {
        const kept = new Map([...all].filter(([, expiresAt]) => expiresAt > now))
        return [all.size - kept.size, kept]
      })
  })
})

/** An empty record at each build. */
export const SpentHumanChecksMemory = { layer: Layer.effect(SpentHumanChecks, makeSpentHumanChecksMemory) }
