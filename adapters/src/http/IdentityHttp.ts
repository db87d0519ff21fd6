import { Effect, Layer, Option, Schema } from "effect"
import { AuthUser } from "@shop/core/auth/authUser"
import { IdentityError, IdentityErrorCode } from "@shop/core/auth/identityError"
import { Identity } from "@shop/core/ports/Identity"
import { type Fetch, type FetchFailure, fetchJson, urlOf } from "./fetchJson.ts"

/**
 * The browser's Identity on the embedded default: the shop's own /api/auth/ calls (same-origin cookies).
 * The server's session cookie is the truth there, so "sign in with the custom token" asks the server
 * whether the cookie pair is a live session. No rule here: the server answers with core's decisions.
 */
export interface IdentityHttpOptions {
  readonly baseUrl: string
  readonly fetch?: Fetch
}

const SessionDecision = Schema.Literals(["keep", "logout-deactivated", "sign-out-and-clear-cart", "sign-in-with-custom-token", "anonymous"])

/** GET /api/auth/session/: core's decision for this browser's cookies and the signed-in user, if any. */
export const SessionAnswer = Schema.Struct({ decision: SessionDecision, user: Schema.NullOr(AuthUser) })
export type SessionAnswer = typeof SessionAnswer.Type

const UserAnswer = Schema.Struct({ user: AuthUser })
const SignedOut = Schema.Struct({ signedOut: Schema.Literal(true) })
const Sent = Schema.Struct({ sent: Schema.Literal(true) })
const ErrorCode = Schema.Struct({ error: IdentityErrorCode })
const decodeErrorCode = Schema.decodeUnknownOption(ErrorCode)

/** The server's `{ error: <identity code> }` as an IdentityError; a lost connection is network-request-failed. */
const toIdentityError = (failure: FetchFailure): IdentityError => {
  if (failure.reason === "Network") return new IdentityError({ code: "network-request-failed", providerCode: failure.message })
  if (failure.reason === "Status") {
    const code = decodeErrorCode(failure.body)
    if (Option.isSome(code)) return new IdentityError({ code: code.value.error })
    return new IdentityError({ code: failure.status >= 500 ? "network-request-failed" : "unknown", providerCode: `http-${failure.status}` })
  }
  return new IdentityError({ code: "unknown", providerCode: failure.message })
}

export const makeIdentityHttp = (options: IdentityHttpOptions) => {
  const fetcher: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, { credentials: "same-origin", ...init }))
  const url = (path: string) => urlOf(options.baseUrl, `/api/auth/${path}/`)
  const session = fetchJson(fetcher, url("session"), SessionAnswer).pipe(Effect.mapError(toIdentityError))

  return {
    /** Core's session decision for the browser's cookies (the server removes ended cookies itself). */
    session,
    identity: Identity.of({
      signInWithCustomToken: (_token: string) =>
        Effect.flatMap(session, (answer) =>
          answer.user === null ? Effect.fail(new IdentityError({ code: "invalid-token" })) : Effect.succeed(answer.user)),
      signInWithPassword: (email, password) =>
        fetchJson(fetcher, url("login"), UserAnswer, { method: "POST", body: { email, password } }).pipe(
          Effect.map((answer) => answer.user),
          Effect.mapError(toIdentityError)
        ),
      register: (email, password, name) =>
        fetchJson(fetcher, url("register"), UserAnswer, { method: "POST", body: { email, password, name } }).pipe(
          Effect.map((answer) => answer.user),
          Effect.mapError(toIdentityError)
        ),
      signOut: fetchJson(fetcher, url("logout"), SignedOut, { method: "POST" }).pipe(Effect.asVoid, Effect.mapError(toIdentityError)),
      // A session check that failed (network-request-failed, unknown) is that failure, never "nobody".
      currentUser: Effect.map(session, (answer) => Option.fromNullishOr(answer.user)),
      sendPasswordReset: (email) =>
        fetchJson(fetcher, url("forgot"), Sent, { method: "POST", body: { email } }).pipe(Effect.asVoid, Effect.mapError(toIdentityError))
    })
  }
}

export const IdentityHttp = {
  make: makeIdentityHttp,
  layer: (options: IdentityHttpOptions) => Layer.succeed(Identity, makeIdentityHttp(options).identity)
}
