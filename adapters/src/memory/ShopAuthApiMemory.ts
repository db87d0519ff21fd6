import { Effect, Layer, Ref, type Schema } from "effect"
import type { IdentityError } from "@shop/core/auth/identityError"
import { requestPasswordReset } from "@shop/core/backend/auth/accounts"
import { ForgotBody, LoginBody, RegisterBody, ResetBody } from "@shop/core/backend/auth/requests"
import { signOut } from "@shop/core/backend/auth/sessions"
import { askPasswordReset, passwordSignIn, registerAndSignIn, resetAndSignIn, type SignedIn } from "@shop/core/backend/auth/signIn"
import { requireHuman } from "@shop/core/backend/contact/requireHuman"
import { decodeJsonBody } from "@shop/core/backend/requests"
import type { BackendError } from "@shop/core/errors"
import { ShopAuthApi } from "@shop/core/ports/ShopAuthApi"
import { shopAuthErrorOf } from "../http/ShopAuthApiFetch.ts"
import { accountsMemoryLayer } from "./backend/AccountsMemory.ts"
import { RateLimitStoreMemory } from "./backend/RateLimitStoreMemory.ts"
import { boundaryAnswer } from "./boundaryAnswer.ts"
import { HumanVerificationMemory } from "./HumanVerificationMemory.ts"
import { IdentityMemory } from "./IdentityMemory.ts"

/** Everything the sign-in use cases need, in memory: the accounts, their provider, the limits' store, the human check. */
const ports = Layer.mergeAll(IdentityMemory.layerFromPorts(), RateLimitStoreMemory.layer, HumanVerificationMemory.layer).pipe(
  Layer.provideMerge(accountsMemoryLayer)
)
type Ports = Layer.Success<typeof ports>

/** The address the login limit counts this one client's attempts under. */
const clientAddress = "memory-client"

/**
 * ShopAuthApi in memory: one browser of the shop. Core's sign-in use cases (backend/auth/signIn.ts,
 * as the web app's /api/auth/ routes run them) over the memory accounts, the memory identity and the
 * memory human check (`memoryPassingToken(n)` passes once); the session token the server would set
 * as a cookie is kept as the browser's cookie jar keeps it. The bodies are decoded as the boundary
 * decodes them, and refusals reach the caller as the fetch adapter tells the boundary's answer.
 */
const make = Effect.gen(function*() {
  const services = yield* Effect.context<Ports>()
  const cookie = yield* Ref.make<string | undefined>(undefined)
  const call = <A>(program: Effect.Effect<A, BackendError | IdentityError, Ports>) =>
    program.pipe(Effect.provideContext(services), Effect.mapError((failure) => shopAuthErrorOf(boundaryAnswer(failure))))
  const body = <T>(schema: Schema.Decoder<T>, value: unknown) => Effect.fromResult(decodeJsonBody(schema, JSON.stringify(value)))
  const signingIn = (program: (presented: string | undefined) => Effect.Effect<SignedIn, BackendError | IdentityError, Ports>) =>
    Effect.flatMap(call(Effect.flatMap(Ref.get(cookie), program)), (signedIn) => Effect.as(Ref.set(cookie, signedIn.session), signedIn.user))
  return ShopAuthApi.of({
    register: Effect.fn("ShopAuthApi.register")(function*(account, humanCheck) {
      return yield* signingIn((presented) =>
        Effect.gen(function*() {
          const decoded = yield* body(RegisterBody, account)
          yield* requireHuman(humanCheck, { action: "register" })
          return yield* registerAndSignIn(decoded, presented, false)
        }))
    }),
    login: Effect.fn("ShopAuthApi.login")(function*(email, password) {
      return yield* signingIn((presented) => Effect.flatMap(body(LoginBody, { email, password }), (decoded) => passwordSignIn(decoded, clientAddress, presented, false)))
    }),
    logout: call(Effect.flatMap(Ref.getAndSet(cookie, undefined), signOut)).pipe(Effect.withSpan("ShopAuthApi.logout")),
    forgot: Effect.fn("ShopAuthApi.forgot")(function*(email) {
      yield* call(Effect.flatMap(body(ForgotBody, { email }), (decoded) =>
        askPasswordReset(decoded.email, requestPasswordReset(decoded.email, (token) => `/forgot/?token=${encodeURIComponent(token)}`))))
    }),
    reset: Effect.fn("ShopAuthApi.reset")(function*(token, password) {
      return yield* signingIn((presented) => Effect.flatMap(body(ResetBody, { token, password }), (decoded) => resetAndSignIn(decoded.token, decoded.password, presented)))
    })
  })
})

export const ShopAuthApiMemory = {
  /** A fresh shop with no accounts at each build, its stores beside the port (a test reads the mails in MailOutbox). */
  layer: Layer.effect(ShopAuthApi, make).pipe(Layer.provideMerge(ports))
}
