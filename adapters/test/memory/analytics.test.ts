import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { Analytics } from "@shop/core/ports/Analytics"
import { AnalyticsProbe, analyticsSuite, sampleAnalyticsEvents } from "@shop/core/test-support/analyticsSuite"
import { AnalyticsMemory, AnalyticsMemoryLog } from "../../src/memory/AnalyticsMemory.ts"

const probeFromLog = Layer.effect(
  AnalyticsProbe,
  Effect.map(AnalyticsMemoryLog, (log) => AnalyticsProbe.of({ pushed: log.events }))
)

analyticsSuite("AnalyticsMemory", () => Layer.provideMerge(probeFromLog, AnalyticsMemory.layer))

describe("AnalyticsMemory specifics", () => {
  it.effect("the events accessor lists what was pushed, oldest first", () =>
    Effect.gen(function* () {
      const analytics = yield* Analytics
      const [first, second] = sampleAnalyticsEvents
      if (first === undefined || second === undefined) return expect.fail("samples missing")
      yield* analytics.push(second)
      yield* analytics.push(first)
      expect(yield* (yield* AnalyticsMemoryLog).events).toEqual([second, first])
    }).pipe(Effect.provide(AnalyticsMemory.layer)))
})
