import "server-only"
import type { UserRecord } from "@shop/core/backend/auth/ports"
import { Cause, Exit, Option } from "effect"
import type { RouteContext, RouteInput, RouteSpec } from "../../../src/server/http.ts"
import { route } from "../../../src/server/http.ts"
import { authRoute, type AuthRouteSpec } from "../../../src/server/auth/authRoute.ts"
import { sessionUserOf } from "../../../src/server/auth/sessionUser.ts"
import { runExit } from "../../../src/server/runtime.ts"
import { failureResponse, internalErrorResponse, jsonResponse } from "../../../src/server/responses.ts"

export type AccountRouteSpec<Q, B, P, A, E> = Omit<RouteSpec<Q, B, P, A, E>, "handler"> & {
  readonly handler: (input: RouteInput<Q, B, P> & { readonly user: UserRecord }) => ReturnType<RouteSpec<Q, B, P, A, E>["handler"]>
}

/** The answer of an account call without a signed-in user. */
export const unauthorized = (): Response =>
  jsonResponse({ error: "unauthorized", message: "sign in to use your account" }, 401)

/**
 * An account call: the session is checked first (401 `unauthorized` without a signed-in user, before
 * the body is read, so nothing is written), then the ordinary route (src/server/http.ts) with the
 * user beside its input. The user always comes from the session cookie, never from the request.
 */
export const accountRoute = <A, E, Q = undefined, B = undefined, P = undefined>(spec: AccountRouteSpec<Q, B, P, A, E>) =>
  async (request: Request, context?: RouteContext): Promise<Response> => {
    const user = await sessionUserOrAnswer(request)
    if (user instanceof Response) return user
    return route<A, E, Q, B, P>({ ...spec, handler: (input) => spec.handler({ ...input, user }) })(request, context)
  }

/** The signed-in user of a request, or the answer without one (401; storage unavailable 503, never "sign in"). */
const sessionUserOrAnswer = async (request: Request): Promise<UserRecord | Response> => {
  const exit = await runExit(sessionUserOf(request))
  if (Exit.isFailure(exit)) {
    const failure = Cause.findErrorOption(exit.cause)
    return (failure._tag === "Some" ? failureResponse(failure.value) : undefined) ?? internalErrorResponse()
  }
  return Option.isNone(exit.value) ? unauthorized() : exit.value.value
}

/**
 * An account call that changes the user's credentials (email, password): the session checked first
 * as in accountRoute, then src/server/auth/authRoute.ts, which answers the provider's identity errors
 * as the sign-in calls do (`{ error, message, key }`: requires-recent-login, too-many-requests...).
 */
export const accountCredentialRoute = <B>(
  spec: Omit<AuthRouteSpec<B>, "handler"> & {
    readonly handler: (input: Parameters<AuthRouteSpec<B>["handler"]>[0] & { readonly user: UserRecord }) => ReturnType<AuthRouteSpec<B>["handler"]>
  }
) =>
  async (request: Request): Promise<Response> => {
    const user = await sessionUserOrAnswer(request)
    if (user instanceof Response) return user
    return authRoute<B>({ ...spec, handler: (input) => spec.handler({ ...input, user }) })(request)
  }
