import { Context, Effect, Layer, Ref } from "effect"
import { Analytics } from "@shop/core/ports/Analytics"
import type { AnalyticsEvent } from "@shop/core/ports/Analytics"

/** The events pushed so far, oldest first; tests read it, the shop never does. */
export class AnalyticsMemoryLog extends Context.Service<
  AnalyticsMemoryLog,
  { readonly events: Effect.Effect<ReadonlyArray<AnalyticsEvent>> }
>()("@shop/adapters/AnalyticsMemoryLog") {}

const make = Effect.gen(function* () {
  const events = yield* Ref.make<ReadonlyArray<AnalyticsEvent>>([])
  const analytics = Analytics.of({
    push: Effect.fn("Analytics.push")(function* (event: AnalyticsEvent) {
      yield* Ref.update(events, (pushed) => [...pushed, event])
    })
  })
  return Context.make(Analytics, analytics).pipe(Context.add(AnalyticsMemoryLog, AnalyticsMemoryLog.of({ events: Ref.get(events) })))
})

/** Records analytics events in memory, one log per layer build. */
export const AnalyticsMemory = {
  layer: Layer.effectContext(make)
}
