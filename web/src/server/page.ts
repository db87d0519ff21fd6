import "server-only"
import { isBackendError } from "@shop/core/errors"
import { notFound } from "next/navigation"
import { Cause, Effect, Exit } from "effect"
import type { AppServices } from "./runtime.ts"
import { readingCatalogCache } from "./catalogReadCache.ts"
import { runExit } from "./runtime.ts"
import { markDatabaseUnavailable } from "./requestContext.ts"
import { refuseSharedPage } from "./sharedPages.ts"

/**
 * What a Server Component awaits to get data (DESIGN.md "Web"): the Effect runs on the server
 * runtime; a NotFound failure, or an InvalidRequest (the page's URL or query does not decode: it
 * names no page), renders the not-found page; any other failure is thrown (and logged) for the error
 * page (app/(shop)/error.tsx). A storage outage also marks the request, so that page goes out as 503 with
 * Retry-After (requestContext.ts). Pages never run Effects any other way.
 * Pages read the catalog through its read cache (adapters CatalogReadCache: emptied whenever the
 * database announces a catalog change); route handlers, and so order placement, read the database
 * (the cart refresh excepted: it shows a cart, it prices no order).
 * A page whose data failed is never kept by the boundary's page cache (sharedPages.ts).
 */
export const loadForPage = async <A, E>(effect: Effect.Effect<A, E, AppServices>): Promise<A> => {
  const exit = await runExit(readingCatalogCache(effect))
  if (Exit.isSuccess(exit)) return exit.value
  refuseSharedPage()
  const failure = Cause.findErrorOption(exit.cause)
  if (failure._tag === "Some" && namesNoPage(failure.value)) notFound()
  if (failure._tag === "Some" && isBackendError(failure.value) && failure.value._tag === "RepositoryError") markDatabaseUnavailable()
  Effect.runSync(Effect.logError("Page data failed", Cause.pretty(exit.cause)))
  throw new Error("The page data could not be loaded")
}

const namesNoPage = (failure: unknown): boolean =>
  isBackendError(failure) && (failure._tag === "NotFound" || failure._tag === "InvalidRequest")
