import "server-only"
import { unavailableRetryAfterSeconds } from "@shop/adapters/http/errorAnswer"
import { Config, ConfigProvider, Effect } from "effect"
import { requestContextKey } from "../../server/globalKeys.mjs"

/**
 * The app's side of the socket boundary's request context (web/server/requestContext.mjs): the
 * client's address as the boundary resolved it, and the mark a page leaves when it failed because the
 * database is unavailable (the boundary then sends its error page as 503 with Retry-After instead of
 * Next's 500). The store lives on globalThis because the boundary is outside Next's bundle.
 */
interface RequestContext {
  readonly clientAddress: string
  unavailableRetryAfter: number | undefined
  /** For the boundary's page cache (web/server/pageCache.mjs, src/server/sharedPages.ts). */
  sharedPage?: boolean | undefined
}

interface ContextStore {
  readonly getStore: () => RequestContext | undefined
}

const storeOf = (): ContextStore | undefined => Reflect.get(globalThis, requestContextKey) as ContextStore | undefined

/** The boundary's context of the request being served; undefined without the boundary (tests, `next dev`). */
export const boundaryContext = (): RequestContext | undefined => storeOf()?.getStore()

/** NODE_ENV (what `next start` and our server set) read as a setting, from the environment as it is now. */
const isProduction = (): boolean =>
  Effect.runSync(Effect.provideService(
    Effect.gen(function*() {
      return (yield* Config.String("NODE_ENV").pipe(Config.withDefault(""))) === "production"
    }),
    ConfigProvider.ConfigProvider,
    ConfigProvider.fromEnv()
  ).pipe(Effect.orElseSucceed(() => false)))

/**
 * A production server must run behind the boundary (`node server/main.mjs`, what scripts/start.sh
 * starts): under plain `next start` nothing resolves the client's address, checks a request's origin
 * or sends the security headers. The runtime refuses to serve then (runtime.ts).
 */
export const servedWithoutBoundary = (): boolean => storeOf() === undefined && isProduction()

export const markDatabaseUnavailable = (): void => {
  const context = boundaryContext()
  if (context !== undefined) context.unavailableRetryAfter = unavailableRetryAfterSeconds
}
