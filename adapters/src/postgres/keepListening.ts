import { Deferred, Effect, Exit } from "effect"
import type { DatabaseError, DatabaseShape } from "./Database.ts"

export interface KeepListeningHandlers {
  /** A committed `pg_notify(channel, payload)`. */
  readonly notify: (payload: string) => void
  /** The LISTEN took effect (first time, and again after each loss). */
  readonly listening: () => void
  /** The listening connection broke; called at once, before it listens again. */
  readonly lost: (reason: string) => void
}

/**
 * LISTEN on `channel` for as long as the scope lasts, and again once a second after the connection
 * breaks (PostgreSQL restarting) or a LISTEN fails, until it succeeds. The returned effect waits for
 * the first LISTEN: it fails with that LISTEN's error, so a caller chooses whether it may start without.
 * (`label` names the listener in the warnings.)
 */
export const keepListening = (database: DatabaseShape, channel: string, label: string, handlers: KeepListeningHandlers) =>
  Effect.gen(function* () {
    const ready = yield* Deferred.make<void, DatabaseError>()
    const listenUntilLost = Effect.scoped(Effect.gen(function* () {
      const lost = yield* Deferred.make<string>()
      yield* database.listen(channel, {
        notify: handlers.notify,
        lost: (reason) => {
          handlers.lost(reason)
          Deferred.doneUnsafe(lost, Exit.succeed(reason))
        }
      })
      handlers.listening()
      yield* Deferred.succeed(ready, undefined)
      const reason = yield* Deferred.await(lost)
      yield* Effect.logWarning(`${label}: the listening connection broke; listening again`, reason)
    })).pipe(Effect.tapError((error) => Deferred.fail(ready, error)))

    yield* listenUntilLost.pipe(
      Effect.catch((error) => Effect.logWarning(`${label}: could not listen`, error)),
      Effect.andThen(Effect.sleep("1 second")),
      Effect.forever,
      Effect.forkScoped
    )
    return Deferred.await(ready)
  })
