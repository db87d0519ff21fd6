import { Effect, Logger, Ref } from "effect"

export interface LoggedLine {
  readonly level: string
  readonly text: string
}

/** Runs `effect` with a logger that records every line, and returns the result with the lines. */
export const withCapturedLogs = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function*() {
    const lines = yield* Ref.make<ReadonlyArray<LoggedLine>>([])
    const logger = Logger.make<unknown, void>(({ logLevel, message }) => {
      const parts = Array.isArray(message) ? message : [message]
      Effect.runSync(Ref.update(lines, (all) => [...all, { level: logLevel, text: parts.map(String).join(" ") }]))
    })
    const result = yield* effect.pipe(Effect.provide(Logger.layer([logger])))
    return { result, logs: yield* Ref.get(lines) }
  })
