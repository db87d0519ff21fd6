import "server-only"
import { isBackendError } from "@shop/core/errors"
import { Cause, Effect, Exit } from "effect"
import { notFound } from "next/navigation"
import { runExit } from "../server/runtime.ts"
import type { AppServices } from "../server/runtime.ts"

/**
 * What a console page awaits for its data: the use case's answer; NotFound or InvalidRequest (a URL or
 * query that names nothing) render the console's not-found page; anything else is thrown for the error
 * page (logged). The page has checked the role already (staffPage); the use case checks it again.
 */
export const loadStaffData = async <A, E>(effect: Effect.Effect<A, E, AppServices>): Promise<A> => {
  const exit = await runExit(effect)
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Cause.findErrorOption(exit.cause)
  if (failure._tag === "Some" && isBackendError(failure.value) && (failure.value._tag === "NotFound" || failure.value._tag === "InvalidRequest")) notFound()
  Effect.runSync(Effect.logError("Staff page data failed", Cause.pretty(exit.cause)))
  throw new Error("The console page data could not be loaded")
}
