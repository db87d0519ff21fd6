import { AuthUser } from "@shop/core/auth/authUser"
import { IdentityError, IdentityErrorCode } from "@shop/core/auth/identityError"
import { FormRefused } from "@shop/core/ports/FormsApi"
import { type RegisterSubmission, ShopAuthApi, type ShopAuthError } from "@shop/core/ports/ShopAuthApi"
import { Effect, Layer, Option, Schema } from "effect"
import { type Fetch, type FetchFailure, fetchJson, urlOf } from "./fetchJson.ts"

/** A sign-in's answer as the pages read it: who signed in (the session is the server's cookie). */
const SignedIn = Schema.Struct({ user: AuthUser })
const SignedOut = Schema.Struct({ signedOut: Schema.Literal(true) })
const Sent = Schema.Struct({ sent: Schema.Literal(true) })

/** The parts of the backend's error bodies (identityErrorAnswer.ts, errorAnswer.ts) a failure is told by. */
const IdentityRefusal = Schema.Struct({ error: IdentityErrorCode, retryAfterSeconds: Schema.optionalKey(Schema.Number) })
const RequestRefusal = Schema.Struct({
  error: Schema.Literals(["invalid-request", "validation-failed"]),
  fields: Schema.optionalKey(Schema.Record(Schema.String, Schema.String))
})
const decodeIdentityRefusal = Schema.decodeUnknownOption(IdentityRefusal)
const decodeRequestRefusal = Schema.decodeUnknownOption(RequestRefusal)

/**
 * How an /api/auth/ call went wrong, as ShopAuthApi tells it: the identity code the server answered
 * (with a limit's seconds), a refusal of what was sent (400 unreadable, 422 the human check), no
 * answer (`network-request-failed`), anything else (`unknown`: a 5xx, an answer that does not decode).
 */
export const shopAuthErrorOf = (failure: FetchFailure): ShopAuthError => {
  if (failure.reason === "Network") return new IdentityError({ code: "network-request-failed", providerCode: failure.message })
  if (failure.reason === "InvalidResponse") return new IdentityError({ code: "unknown", providerCode: failure.message })
  const identity = decodeIdentityRefusal(failure.body)
  if (Option.isSome(identity)) {
    const { error, retryAfterSeconds } = identity.value
    return new IdentityError(retryAfterSeconds === undefined ? { code: error } : { code: error, retryAfterSeconds })
  }
  const refused = decodeRequestRefusal(failure.body)
  if (Option.isSome(refused)) return new FormRefused({ fields: refused.value.fields ?? {}, message: failure.message })
  return new IdentityError({ code: failure.status === 429 ? "too-many-requests" : "unknown", providerCode: `http-${failure.status}` })
}

export interface ShopAuthApiFetchOptions {
  /** Origin of the shop, "" for the page's own origin. */
  readonly baseUrl: string
  /** The browser's fetch by default: same-origin, so the session cookie goes and comes back. */
  readonly fetch?: Fetch
}

/** ShopAuthApi over HTTP: POST /api/auth/register/, /login/, /logout/, /forgot/ and /reset/ of the web app. */
export const makeShopAuthApiFetch = (options: ShopAuthApiFetchOptions) => {
  const fetcher: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, { credentials: "same-origin", ...init }))
  const post = <A, I>(call: string, answer: Schema.Codec<A, I>, body?: unknown) =>
    fetchJson(fetcher, urlOf(options.baseUrl, `/api/auth/${call}/`), answer, body === undefined ? { method: "POST" } : { method: "POST", body }).pipe(
      Effect.mapError(shopAuthErrorOf)
    )
  const signedIn = (call: string, body: unknown) => Effect.map(post(call, SignedIn, body), (answer) => answer.user)
  return ShopAuthApi.of({
    register: Effect.fn("ShopAuthApi.register")(function*(account: RegisterSubmission, humanCheck: string | null) {
      return yield* signedIn("register", { name: account.name, email: account.email, password: account.password, humanCheck })
    }),
    login: Effect.fn("ShopAuthApi.login")(function*(email: string, password: string) {
      return yield* signedIn("login", { email, password })
    }),
    logout: post("logout", SignedOut).pipe(Effect.asVoid, Effect.withSpan("ShopAuthApi.logout")),
    forgot: Effect.fn("ShopAuthApi.forgot")(function*(email: string) {
      yield* post("forgot", Sent, { email })
    }),
    reset: Effect.fn("ShopAuthApi.reset")(function*(token: string, password: string) {
      return yield* signedIn("reset", { token, password })
    })
  })
}

export const ShopAuthApiFetch = {
  layer: (options: ShopAuthApiFetchOptions) => Layer.succeed(ShopAuthApi, makeShopAuthApiFetch(options))
}
