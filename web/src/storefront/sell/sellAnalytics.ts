"use client"
import { Analytics, type AnalyticsEvent } from "@shop/core/ports/Analytics"
import { Effect } from "effect"
import { clientRuntime } from "../../client/runtime.ts"

/** Pushes a sell event (sell_funnel_started, add-device) to the data layer; never fails the page. */
export const pushSellEvent = (event: AnalyticsEvent): void => {
  void clientRuntime().runPromise(
    Effect.gen(function*() {
      const analytics = yield* Analytics
      yield* analytics.push(event)
    })
  )
}
