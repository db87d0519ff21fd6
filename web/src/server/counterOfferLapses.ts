import "server-only"
import { settleLapsedCounterOffers } from "@shop/core/backend/sell/counterOffers"
import { Effect, Layer, Schedule } from "effect"

/**
 * How often the runtime applies the counter-offers' lapse rule (core backend/sell/counterOffers.ts).
 * Reading a sale settles its own lapse at once; the sweep moves the ones nobody looks at, so staff see
 * them to pay or to send back within the quarter hour.
 */
const lapseInterval = "15 minutes"

const lapseSweep = settleLapsedCounterOffers().pipe(
  Effect.tap((ids) => (ids.length === 0 ? Effect.void : Effect.logInfo(`Settled ${ids.length} lapsed counter-offers`))),
  // A failure or a defect of one sweep is logged; the timer goes on (a dead fiber would settle nothing).
  Effect.catchCause((cause) => Effect.logWarning("The counter-offer lapse sweep failed; the next one retries", cause))
)

/** Runs for as long as the runtime: interrupted when it is disposed (shutdown, tests). */
export const CounterOfferLapseTimer = Layer.effectDiscard(Effect.forkScoped(Effect.repeat(lapseSweep, Schedule.spaced(lapseInterval))))
