import "server-only"
import { RepositoryError } from "@shop/core/errors"
import { Cause, type Config, ConfigProvider, Effect, Exit, Layer, ManagedRuntime } from "effect"
import { AppLayer } from "./appLayer.ts"
import { servedWithoutBoundary } from "./requestContext.ts"
import { forgetServerSettings, serverSettingsExit, Settings, testSettings } from "./settings.ts"

/**
 * The ONE server runtime (DESIGN.md "Web"): a ManagedRuntime over the application layer, created
 * lazily on the first request of the process. It lives on globalThis so Next's dev reloads, which
 * evaluate this module again, reuse it instead of opening a second PGlite on the same data folder.
 * It provides the settings (settings.ts), read once when it starts, to its layers and Effects; what
 * runs outside an Effect (pages, guards, the market of a request) reads the same values with
 * settings.ts `serverSettings`.
 */

/** Everything route handlers may ask for. */
export type AppServices = Layer.Success<typeof AppLayer> | Settings
type AppRuntime = ManagedRuntime.ManagedRuntime<AppServices, Layer.Error<typeof AppLayer> | Config.ConfigError>

const cache = globalThis as typeof globalThis & {
  __shopServerRuntime?: AppRuntime
  __shopDisposeRuntime?: () => Promise<void>
  __shopWarnedNoBoundary?: boolean
}

/**
 * The application layer over the settings, with a fresh view of the environment for the adapters'
 * own settings: Effect's default ConfigProvider keeps the first snapshot of the environment it took,
 * and a runtime must see the settings as they are now.
 */
const configuredLayer = () =>
  AppLayer.pipe(
    Layer.provideMerge(Layer.effect(Settings, Effect.suspend(serverSettingsExit))),
    Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnv()))
  )

export const getRuntime = (): AppRuntime => (cache.__shopServerRuntime ??= ManagedRuntime.make(configuredLayer()))

/** Closes the database and forgets the runtime; the next request builds a new one. */
export const disposeRuntime = async (): Promise<void> => {
  const runtime = cache.__shopServerRuntime
  delete cache.__shopServerRuntime
  forgetServerSettings()
  if (runtime !== undefined) await runtime.dispose()
}

// The shutdown hook (instrumentation.ts) reaches the runtime through globalThis: it must not
// import this module, which only Next's server bundles may load.
cache.__shopDisposeRuntime = disposeRuntime

/**
 * Runs an Effect on the runtime and answers its Exit. ManagedRuntime caches a failed layer build
 * (database unreachable at start, its data folder held by another process, a missing secret): the
 * runtime is then dropped so the next request tries again, and the request fails as the storage
 * being unavailable (503 with Retry-After), its cause logged here once, never sent.
 */
export const runExit = async <A, Err>(
  effect: Effect.Effect<A, Err, AppServices>
): Promise<Exit.Exit<A, Err | RepositoryError | Layer.Error<typeof AppLayer> | Config.ConfigError>> => {
  const settings = serverSettingsExit()
  // Settings that do not parse fail the runtime's start below, which says why.
  if (Exit.isSuccess(settings) && servedWithoutBoundary(settings.value.production)) {
    if (cache.__shopWarnedNoBoundary !== true) {
      cache.__shopWarnedNoBoundary = true
      Effect.runSync(Effect.logError(
        "The shop must run behind its own server (`node server/main.mjs` in web/, what scripts/start.sh starts), not `next start`: " +
          "nothing else resolves client addresses, checks origins or sends the security headers. Every call answers 503."
      ))
    }
    return Exit.fail(new RepositoryError({ operation: "start the application", message: "the shop runs without its socket boundary" }))
  }
  const runtime = getRuntime()
  // A test's settings reach the Effects it runs too, whenever they were given.
  const test = testSettings()
  const run = test === undefined ? effect : Effect.provideService(effect, Settings, test)
  // Once the layer has built, its context is cached: run straight on it (no extra fiber and promise
  // hop per request just to learn that the runtime is ready).
  if (runtime.cachedContext !== undefined) return runtime.runPromiseExit(run)
  const ready = await Effect.runPromiseExit(runtime.contextEffect)
  if (Exit.isFailure(ready)) {
    if (cache.__shopServerRuntime === runtime) {
      delete cache.__shopServerRuntime
      forgetServerSettings()
    }
    await runtime.dispose().catch(() => undefined)
    // On stderr, whatever the logger does: the server's start check (server/main.mjs) and the
    // end-to-end suite, which ignores the server's stdout, point there for the reason.
    console.error("The shop could not start its services", Cause.pretty(ready.cause))
    return Exit.fail(new RepositoryError({ operation: "start the application", message: "the application could not start" }))
  }
  return runtime.runPromiseExit(run)
}
