import "server-only"
import { identityErrorAnswer } from "@shop/adapters/http/identityErrorAnswer"
import type { AddressLimitName } from "@shop/core/backend/limits/policies"
import { decodeJsonBody } from "@shop/core/backend/requests"
import { IdentityError, IdentityErrorCode } from "@shop/core/ports/Identity"
import { Cause, Effect, Exit, Option, Result, Schema } from "effect"
import { readBodyText } from "../body.ts"
import { limitRequest } from "../limits.ts"
import type { AppServices } from "../runtime.ts"
import { runExit } from "../runtime.ts"
import { errorResponse, failureResponse, internalErrorResponse, invalidRequest, jsonResponse } from "../responses.ts"

/** What an auth handler answers: a JSON body, its status, and the Set-Cookie values to send. */
export interface AuthAnswer {
  readonly status: number
  readonly body: unknown
  readonly cookies?: ReadonlyArray<string>
}

export interface AuthRouteSpec<B> {
  readonly body?: Schema.Decoder<B>
  /** The per-address rate limit of the call, counted as `route({ limit })` counts it (src/server/http.ts). */
  readonly limit?: AddressLimitName
  readonly handler: (input: { readonly request: Request; readonly url: URL; readonly body: B }) => Effect.Effect<AuthAnswer, unknown, AppServices>
}

const IdentityFailure = Schema.Struct({
  _tag: Schema.Literal("IdentityError"),
  code: IdentityErrorCode,
  providerCode: Schema.optionalKey(Schema.String),
  retryAfterSeconds: Schema.optionalKey(Schema.Number)
})
const decodeIdentityFailure = Schema.decodeUnknownOption(IdentityFailure)

/**
 * An IdentityError by its shape, not `instanceof`: Next may bundle core into more than one chunk,
 * and an error made by one chunk's class is not an instance of another chunk's.
 */
const asIdentityError = (failure: unknown): IdentityError | undefined =>
  Option.getOrUndefined(Option.map(decodeIdentityFailure(failure), ({ code, providerCode, retryAfterSeconds }) =>
    new IdentityError({ code, ...(providerCode === undefined ? {} : { providerCode }), ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) })))

const withCookies = (response: Response, cookies: ReadonlyArray<string>): Response => {
  for (const value of cookies) response.headers.append("set-cookie", value)
  return response
}

/**
 * The auth calls' HTTP boundary, like src/server/http.ts `route` but with cookies: the body decoded
 * with Schema (400 `invalid-request` before anything runs), the call's rate limit (`limit`), the
 * handler run on the server runtime,
 * an IdentityError answered with identityErrorAnswer (`{ error, message, key }`), a backend
 * failure with backendErrorAnswer, anything else logged and answered 500 without its cause.
 */
export const authRoute = <B = undefined>(spec: AuthRouteSpec<B>) =>
  async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    try {
      let body = undefined as B
      if (spec.body !== undefined) {
        const text = await readBodyText(request)
        if (Result.isFailure(text)) return invalidRequest(text.failure)
        const decoded = decodeJsonBody(spec.body, text.success)
        if (Result.isFailure(decoded)) return invalidRequest(decoded.failure.message)
        body = decoded.success
      }
      const exit = await runExit(Effect.andThen(limitRequest(spec.limit, request), spec.handler({ request, url, body })))
      if (Exit.isSuccess(exit)) {
        return withCookies(jsonResponse(exit.value.body, exit.value.status), exit.value.cookies ?? [])
      }
      const failure = Cause.findErrorOption(exit.cause)
      const identity = failure._tag === "Some" ? asIdentityError(failure.value) : undefined
      if (identity !== undefined) {
        const error = identityErrorAnswer(identity)
        if (error.status >= 500) Effect.runSync(Effect.logError(`Identity failure at ${url.pathname}`, identity))
        return errorResponse(error)
      }
      const known = failure._tag === "Some" ? failureResponse(failure.value) : undefined
      if (known !== undefined) return known
      Effect.runSync(Effect.logError(`Unexpected failure in ${request.method} ${url.pathname}`, Cause.pretty(exit.cause)))
      return internalErrorResponse()
    } catch (defect) {
      Effect.runSync(Effect.logError(`Unexpected failure in ${request.method} ${url.pathname}`, Cause.pretty(Cause.die(defect))))
      return internalErrorResponse()
    }
  }
