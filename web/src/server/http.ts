import "server-only"
import { type ErrorAnswer, unavailableAnswer } from "@shop/adapters/http/errorAnswer"
import type { AddressLimitName } from "@shop/core/backend/limits/policies"
import { MarketCode } from "@shop/core/markets/index"
import type { QueryRecord } from "@shop/core/backend/queryRecord"
import { checkQueryText, decodeJsonBody, decodeValue } from "@shop/core/backend/requests"
import { Cause, Effect, Exit, Option, Result, Schema } from "effect"
import { type CookieSetting, setCookieHeaders } from "./auth/cookies.ts"
import { marketFromRequest } from "./marketConfig.ts"
import type { AppServices } from "./runtime.ts"
import { runExit } from "./runtime.ts"
import type { ErrorEnvelope } from "./responses.ts"
import {
  errorResponse,
  failureResponse,
  internalErrorResponse,
  invalidRequest,
  jsonResponse,
  notFoundResponse,
  unauthorizedResponse
} from "./responses.ts"
import { readBodyText } from "./body.ts"
import { limitRequest } from "./limits.ts"

/**
 * The ONE place a route handler becomes HTTP (DESIGN.md "Web"): every handler under app/api is a
 * `route`. It checks the session, decodes the path, query and body with Schema, runs the Effect on
 * the server runtime, and encodes the answer (with its cookies) or the error. Handlers only decode ->
 * call a core service -> encode; they never see a Request body or a status. Decoding is core's
 * (backend/requests.ts); the error answers are the HTTP API's (responses.ts failureAnswer).
 *
 * - `guard`: a check of the request itself (the moderators' bearer token) before anything else: a
 *   refusal is answered as it says (its status, body and headers), nothing read or done;
 * - `signedIn`: the session cookie's user (the server's one session lookup, auth/sessionUser.ts) is
 *   looked up before anything else is read: none -> 401 `unauthorized`, nothing done; a lookup that
 *   cannot be answered (the database down or timing out) -> 503 with Retry-After, never "sign in";
 * - undecodable query or body (malformed JSON, wrong types, unknown enum values, ids outside 1 ..
 *   2^31 - 1, control characters in any text, oversized) -> 400 `{ error: "invalid-request",
 *   message }`, before any Effect runs, so nothing is written;
 * - path parameters that do not decode -> 404 (an id of the wrong shape names nothing);
 * - `limit`: one hit of that per-address rate limit (core backend/limits/policies.ts) once the request
 *   decoded, before the handler; spent -> 429 `too-many-requests` with Retry-After, nothing done;
 * - a success answered `withCookies` sets (or clears) those cookies (auth/cookies.ts attributes);
 * - a known failure (the backend's catalogue, an identity or remote cart store error, Forbidden) ->
 *   its answer (responses.ts failureAnswer);
 * - anything else (a defect, an unexpected failure) -> logged, 500 `{ error: "internal" }`;
 * - any 5xx carries a generic message only (the cause is logged, never sent).
 */

/** A query string as handlers see it (core's QueryRecord): one value, or several for a repeated name. */
export const queryRecord = (url: URL): QueryRecord => {
  // No prototype: a parameter named `toString` or `__proto__` is a name like any other.
  const record: Record<string, string | Array<string>> = Object.create(null)
  for (const [name, value] of url.searchParams) {
    const seen = record[name]
    record[name] = seen === undefined ? value : typeof seen === "string" ? [seen, value] : [...seen, value]
  }
  return record
}

export interface RouteInput<Q, B, P, U = undefined> {
  readonly request: Request
  readonly url: URL
  readonly query: Q
  readonly body: B
  readonly params: P
  /** The market of the request host (src/market/hosts.ts); calls that carry a country may override it. */
  readonly market: MarketCode
  /** The signed-in user of a `signedIn` route: always the session cookie's, never the request's word. */
  readonly user: U
}

/**
 * A route for signed-in users only (RouteSpec.signedIn): how the request's user is looked up (none:
 * not signed in) and the message of the 401 without one. auth/sessionUser.ts `signedIn` makes it.
 */
export interface SignedIn<U> {
  readonly lookup: (request: Request) => Effect.Effect<Option.Option<U>, unknown, AppServices>
  readonly unauthorized: string
}

/**
 * A route's guard's refusal (RouteSpec.guard): the error answer, and headers of its own (a 401's
 * `WWW-Authenticate`).
 */
export interface GuardRefusal {
  readonly answer: ErrorAnswer
  readonly headers?: Readonly<Record<string, string>>
}

/** Checks a request before the route reads anything of it: the refusal to answer, or null to go on. */
export type RouteGuard = (request: Request) => GuardRefusal | null

const cookiesKey: unique symbol = Symbol.for("@shop/web/route/cookies")

/** A success that also sets (or clears) cookies: what the sign-in calls answer. */
export interface WithCookies<A> {
  readonly [cookiesKey]: true
  readonly value: A
  readonly cookies: ReadonlyArray<CookieSetting>
}

/** The handler's value, answered with Set-Cookie headers for `cookies` (auth/cookies.ts). */
export const withCookies = <A>(value: A, cookies: ReadonlyArray<CookieSetting>): WithCookies<A> => ({ [cookiesKey]: true, value, cookies })

const isWithCookies = <A>(result: A | WithCookies<A>): result is WithCookies<A> =>
  typeof result === "object" && result !== null && cookiesKey in result

type Decoder<T> = Schema.Decoder<T>
type Encoder = Schema.Encoder<unknown>

/**
 * A query decoder: a Schema over the query record, or one of core's query decoders (they decode
 * with Schema too, and answer InvalidRequest with a message naming the parameter).
 */
export type QueryDecoder<Q> = Decoder<Q> | ((record: QueryRecord) => Result.Result<Q, { readonly message: string }>)

export interface RouteSpec<Q, B, P, A, E, U = undefined> {
  readonly query?: QueryDecoder<Q>
  readonly body?: Decoder<B>
  readonly params?: Decoder<P>
  /** The answer's schema: the value is encoded with it, so the wire shape is the schema's. */
  readonly response: Schema.Codec<A, unknown>
  /**
   * The query may name the market explicitly with `countryCode=RO|BG|HU|GR` (SPEC 7 style); it then
   * wins over the host, and is taken out of the record before `query` decodes it.
   */
  readonly countryParam?: boolean
  /**
   * Keys every error answer of the route carries besides `error` and `message`: SPEC 7 calls answer
   * `success: false` and empty `data` (core shopCalls.ts relatedAccessoriesFailure, ...).
   */
  readonly errorEnvelope?: ErrorEnvelope
  /** Checked first (RouteGuard): the staff calls' bearer token (storefront/reviews/adminToken.ts). */
  readonly guard?: RouteGuard
  /** Signed-in users only (SignedIn): the handler gets the session's `user`. */
  readonly signedIn?: SignedIn<U>
  /** Status of a success; 200 unless said (201 for created resources). */
  readonly status?: number
  /**
   * The per-address rate limit of the call (core's table names it and its numbers), counted for every
   * request that decodes, refused or not: a script gets as far as the limit and no further.
   */
  readonly limit?: AddressLimitName
  /**
   * Writes the success answer itself (an image, an event stream: not JSON), from the handler's value
   * once it has encoded with `response`. Failures keep the JSON error shape.
   */
  readonly reply?: (value: A, input: RouteInput<Q, B, P, U>) => Response
  readonly handler: (input: RouteInput<Q, B, P, U>) => Effect.Effect<A | WithCookies<A>, E, AppServices>
}

/** What Next passes as a route handler's second argument; `params` resolves to the path segments. */
export interface RouteContext {
  readonly params: Promise<unknown>
}

const decodeWith = <T>(schema: Decoder<T>, input: unknown): Result.Result<T, string> =>
  Result.mapError(decodeValue(schema, input), (error) => error.message)

/** Every name and value must be one line of safe text before the route's decoder reads the record. */
const decodeQuery = <T>(decoder: QueryDecoder<T>, record: QueryRecord): Result.Result<T, string> => {
  const checked = checkQueryText(record)
  if (Result.isFailure(checked)) return Result.fail(checked.failure.message)
  return Schema.isSchema(decoder)
    ? decodeWith(decoder, record)
    : Result.mapError(decoder(record), (error) => error.message)
}

const decodeCountry = Schema.decodeUnknownResult(MarketCode)

/** Splits an explicit `countryCode` off the query record. */
const takeCountry = (
  record: QueryRecord
): { readonly country: Result.Result<MarketCode | null, string>; readonly record: QueryRecord } => {
  const { countryCode, ...others } = record
  const rest: QueryRecord = Object.assign(Object.create(null), others)
  if (countryCode === undefined) return { country: Result.succeed(null), record: rest }
  const decoded = decodeCountry(countryCode)
  return {
    country: Result.isSuccess(decoded)
      ? Result.succeed(decoded.success)
      : Result.fail("countryCode must be given once, as RO, BG, HU or GR"),
    record: rest
  }
}

const decodeBody = async <T>(schema: Decoder<T>, request: Request): Promise<Result.Result<T, string>> => {
  const text = await readBodyText(request)
  return Result.isFailure(text)
    ? Result.fail(text.failure)
    : Result.mapError(decodeJsonBody(schema, text.success), (error) => error.message)
}

const logDefect = (where: string, cause: Cause.Cause<unknown>): void =>
  Effect.runSync(Effect.logError(`Unexpected failure in ${where}`, Cause.pretty(cause)))

/** The signed-in user of a `signedIn` route, or the answer without one. */
const userOrAnswer = async <U>(signedIn: SignedIn<U>, request: Request, where: string, envelope: ErrorEnvelope | undefined): Promise<{ readonly user: U } | Response> => {
  const exit = await runExit(signedIn.lookup(request))
  if (Exit.isSuccess(exit)) {
    return Option.match(exit.value, { onNone: () => unauthorizedResponse(signedIn.unauthorized, envelope), onSome: (user) => ({ user }) })
  }
  const failure = Cause.findErrorOption(exit.cause)
  const known = failure._tag === "Some" ? failureResponse(failure.value, where, envelope) : undefined
  if (known !== undefined) return known
  logDefect(`the session lookup of ${where}`, exit.cause)
  return errorResponse(unavailableAnswer, envelope)
}

const withSetCookies = (response: Response, request: Request, cookies: ReadonlyArray<CookieSetting>): Response => {
  for (const value of setCookieHeaders(request, cookies)) response.headers.append("set-cookie", value)
  return response
}

export const route = <A, E, Q = undefined, B = undefined, P = undefined, U = undefined>(spec: RouteSpec<Q, B, P, A, E, U>) =>
  async (request: Request, context?: RouteContext): Promise<Response> => {
    const url = new URL(request.url)
    const where = `${request.method} ${url.pathname}`
    const envelope = spec.errorEnvelope
    try {
      const refused = spec.guard?.(request) ?? null
      if (refused !== null) return errorResponse(refused.answer, envelope, refused.headers)
      const session = spec.signedIn === undefined ? { user: undefined as U } : await userOrAnswer(spec.signedIn, request, where, envelope)
      if (session instanceof Response) return session
      const params = spec.params === undefined ? Result.succeed(undefined as P) : decodeWith(spec.params, await context?.params)
      if (Result.isFailure(params)) return notFoundResponse(`nothing at ${url.pathname}`, envelope)
      const { country, record } = spec.countryParam === true
        ? takeCountry(queryRecord(url))
        : { country: Result.succeed(null), record: queryRecord(url) }
      if (Result.isFailure(country)) return invalidRequest(`invalid query: ${country.failure}`, envelope)
      // The query is checked for control characters even when the route reads none of it.
      const query = spec.query === undefined
        ? Result.mapError(Result.map(checkQueryText(record), () => undefined as Q), (error) => error.message)
        : decodeQuery(spec.query, record)
      if (Result.isFailure(query)) return invalidRequest(`invalid query: ${query.failure}`, envelope)
      const body = spec.body === undefined ? Result.succeed(undefined as B) : await decodeBody(spec.body, request)
      if (Result.isFailure(body)) return invalidRequest(body.failure, envelope)
      const market = country.success ?? marketFromRequest(request)
      const input: RouteInput<Q, B, P, U> = {
        request, url, market, query: query.success, body: body.success, params: params.success, user: session.user
      }
      const exit = await runExit(
        Effect.andThen(limitRequest(spec.limit, request), Effect.flatMap(spec.handler(input), (result) => {
          const { value, cookies } = isWithCookies(result) ? result : { value: result, cookies: [] }
          return Effect.map(Schema.encodeUnknownEffect(spec.response as Encoder)(value), (encoded) => ({ value, encoded, cookies }))
        }))
      )
      if (Exit.isSuccess(exit)) {
        const { value, encoded, cookies } = exit.value
        const response = spec.reply === undefined ? jsonResponse(encoded, spec.status ?? 200) : spec.reply(value, input)
        return withSetCookies(response, request, cookies)
      }
      const failure = Cause.findErrorOption(exit.cause)
      const known = failure._tag === "Some" ? failureResponse(failure.value, where, envelope) : undefined
      if (known !== undefined) return known
      logDefect(where, exit.cause)
      return internalErrorResponse(envelope)
    } catch (defect) {
      logDefect(where, Cause.die(defect))
      return internalErrorResponse(envelope)
    }
  }
