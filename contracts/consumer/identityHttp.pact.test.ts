import { MatchersV3 } from "@pact-foundation/pact"
import { makeIdentityHttp } from "@shop/adapters/http/IdentityHttp"
import type { IdentityError } from "@shop/core/auth/identityError"
import type { SessionAnswer, SignedInAnswer } from "@shop/core/backend/auth/requests"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { clientError, exact, example, fromState, shaped, success } from "../src/loose.ts"
import { browserWith, identityErrorBody } from "../src/browser.ts"
import { consumerPact, consumers } from "../src/pact.ts"

/**
 * The browser's Identity on the embedded default as the shell uses it: IdentityHttp (adapters/src/http)
 * against the Pact mock server. The page-load session check (SPEC 4: keep, anonymous, a deactivated
 * user, an auth cookie without its custom token), the sign-in with the custom token of the cookie
 * (SPEC 7: the server's answer for the cookie pair), the sign-out, the password sign-in and the
 * password reset request.
 *
 * The browser sends its cookies itself (same-origin); here the adapter's fetch adds the `Cookie` header
 * a browser holding the state's cookies would send. The cookies come from the provider state, made by
 * the app's own registration flow (`fromProviderState`), so the verification sends a genuine session.
 */
const pact = consumerPact(consumers.identity)

const identityAt = (url: string, cookie?: string) => makeIdentityHttp({ baseUrl: url, fetch: browserWith(cookie) })
const run = <A>(effect: Effect.Effect<A, IdentityError>) => Effect.runPromise(effect)
const failureOf = <A>(effect: Effect.Effect<A, IdentityError>) => Effect.runPromise(Effect.flip(effect))

const uid = "3f6b2d1e-8c4a-4e7b-9a15-2c0d7e9f4b61"
const customToken = "eyJhbGciOiJIUzI1NiJ9.eyJwdXJwb3NlIjoiY3VzdG9tIn0.c2lnbmF0dXJl"

/** The Cookie header of a signed-in browser: the httpOnly session token and the auth cookie's custom token. */
const signedInCookie = fromState(
  "cookie",
  `shop_session=eyJhbGciOiJIUzI1NiJ9.eyJwdXJwb3NlIjoic2Vzc2lvbiJ9.c2lnbmF0dXJl; shop_auth=${customToken}`
)

/**
 * GET /api/auth/session/ as the shell reads it (the adapter's SessionAnswer): the decision and the user.
 * The server's `currentUser` is not read by the shell, so it is not part of the contract.
 */
type SessionWire = Omit<typeof SessionAnswer.Encoded, "currentUser">

const signedInUser: NonNullable<SessionWire["user"]> = { uid, email: "ana.popescu@example.com", displayName: "Ana Popescu" }

/** A session answer with the decision the shell branches on pinned. */
const sessionAnswer = (decision: SessionWire["decision"], user: SessionWire["user"]) => ({
  decision: exact(decision),
  user: user === null ? MatchersV3.nullValue() : shaped(user)
})

describe("GET /api/auth/session/ (SPEC 4 session rules)", () => {
  it("keeps a signed-in user's session and names the user", async () => {
    await pact
      .addInteraction()
      .given("a signed-in user")
      .uponReceiving("a session check of a signed-in browser")
      .withRequest("GET", "/api/auth/session/", (r) => r.headers({ cookie: signedInCookie }))
      .willRespondWith(200, (r) => r.jsonBody(sessionAnswer("keep", signedInUser)))
      .executeTest(async (server) => {
        const answer = await run(identityAt(server.url, example(signedInCookie)).session)
        expect([answer.decision, answer.user?.uid, answer.user?.email]).toEqual(["keep", uid, "ana.popescu@example.com"])
      })
  })

  it("signs in with the custom token of the auth cookie: the server names the cookie pair's user", async () => {
    await pact
      .addInteraction()
      .given("a signed-in user")
      .uponReceiving("a sign-in with the custom token of the auth cookie")
      .withRequest("GET", "/api/auth/session/", (r) => r.headers({ cookie: signedInCookie }))
      .willRespondWith(200, (r) => r.jsonBody(sessionAnswer("keep", signedInUser)))
      .executeTest(async (server) => {
        const user = await run(identityAt(server.url, example(signedInCookie)).identity.signInWithCustomToken(customToken))
        expect(user).toEqual(signedInUser)
      })
  })

  it("answers anonymous for a browser without cookies", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a session check of a browser without cookies")
      .withRequest("GET", "/api/auth/session/")
      .willRespondWith(200, (r) => r.jsonBody(sessionAnswer("anonymous", null)))
      .executeTest(async (server) => {
        const answer = await run(identityAt(server.url).session)
        expect([answer.decision, answer.user]).toEqual(["anonymous", null])
      })
  })

  it("names nobody for an auth cookie without the session cookie: the custom-token sign-in is refused", async () => {
    const authOnly = fromState("authCookie", `shop_auth=${customToken}`)
    await pact
      .addInteraction()
      .given("a signed-in user")
      .uponReceiving("a sign-in with the custom token of a browser that lost its session cookie")
      .withRequest("GET", "/api/auth/session/", (r) => r.headers({ cookie: authOnly }))
      .willRespondWith(200, (r) => r.jsonBody(sessionAnswer("sign-in-with-custom-token", null)))
      .executeTest(async (server) => {
        const error = await failureOf(identityAt(server.url, example(authOnly)).identity.signInWithCustomToken(customToken))
        expect(error.code).toBe("invalid-token")
      })
  })

  it("ends the session of a user deactivated since (every session ended: logout-deactivated), naming nobody", async () => {
    await pact
      .addInteraction()
      .given("a signed-in user who has been deactivated")
      .uponReceiving("a session check of a deactivated user's browser")
      .withRequest("GET", "/api/auth/session/", (r) => r.headers({ cookie: signedInCookie }))
      .willRespondWith(200, (r) => r.jsonBody(sessionAnswer("logout-deactivated", null)))
      .executeTest(async (server) => {
        const answer = await run(identityAt(server.url, example(signedInCookie)).session)
        expect([answer.decision, answer.user]).toEqual(["logout-deactivated", null])
      })
  })

  it("signs out and clears the cart when the auth cookie carries no custom token", async () => {
    const withoutToken = fromState("cookie", "shop_session=eyJhbGciOiJIUzI1NiJ9.eyJwdXJwb3NlIjoic2Vzc2lvbiJ9.c2lnbmF0dXJl; shop_auth=")
    await pact
      .addInteraction()
      .given("a signed-in user whose auth cookie lost its custom token")
      .uponReceiving("a session check of a browser whose auth cookie is empty")
      .withRequest("GET", "/api/auth/session/", (r) => r.headers({ cookie: withoutToken }))
      .willRespondWith(200, (r) => r.jsonBody(sessionAnswer("sign-out-and-clear-cart", null)))
      .executeTest(async (server) => {
        const answer = await run(identityAt(server.url, example(withoutToken)).session)
        expect([answer.decision, answer.user]).toEqual(["sign-out-and-clear-cart", null])
      })
  })
})

describe("POST /api/auth/logout/", () => {
  it("signs a signed-in browser out", async () => {
    await pact
      .addInteraction()
      .given("a signed-in user")
      .uponReceiving("a sign-out")
      .withRequest("POST", "/api/auth/logout/", (r) => r.headers({ cookie: signedInCookie }))
      .willRespondWith(200, (r) => r.jsonBody({ signedOut: exact(true) }))
      .executeTest(async (server) => {
        await expect(run(identityAt(server.url, example(signedInCookie)).identity.signOut)).resolves.toBeUndefined()
      })
  })
})

describe("POST /api/auth/login/", () => {
  const credentials = {
    email: fromState("email", "ana.popescu@example.com"),
    password: fromState("password", "Pact-5c1e0b7a-2d4f-4a8e-9b3c-6f1d2e3a4b5c")
  }
  /** The sign-in's answer as the shell reads it: the user (the server's `currentUser` is the account page's). */
  const signedIn: Pick<typeof SignedInAnswer.Encoded, "user"> = { user: signedInUser }

  it("signs in with the password and answers the user", async () => {
    await pact
      .addInteraction()
      .given("a user with a password")
      .uponReceiving("a password sign-in")
      .withRequest("POST", "/api/auth/login/", (r) => r.jsonBody(shaped(credentials)))
      .willRespondWith(200, (r) => r.jsonBody(shaped(signedIn)))
      .executeTest(async (server) => {
        const { email, password } = example(credentials)
        const user = await run(identityAt(server.url).identity.signInWithPassword(email, password))
        expect(user).toEqual(signedInUser)
      })
  })

  /** Issue 14: a refused sign-in never says whether the email has an account. */
  const refusal = () => identityErrorBody("invalid-credential")

  it("refuses a wrong password with invalid-credential and its translation key", async () => {
    const wrong = { email: credentials.email, password: "not-the-password" }
    await pact
      .addInteraction()
      .given("a user with a password")
      .uponReceiving("a password sign-in with a wrong password")
      .withRequest("POST", "/api/auth/login/", (r) => r.jsonBody(shaped(wrong)))
      .willRespondWith(clientError(401), (r) => r.jsonBody(refusal()))
      .executeTest(async (server) => {
        const { email, password } = example(wrong)
        const error = await failureOf(identityAt(server.url).identity.signInWithPassword(email, password))
        expect(error.code).toBe("invalid-credential")
      })
  })

  it("refuses an unknown email exactly like a wrong password", async () => {
    const unknown = { email: "nobody.pact@example.com", password: "not-the-password" }
    await pact
      .addInteraction()
      .uponReceiving("a password sign-in with an email that has no account")
      .withRequest("POST", "/api/auth/login/", (r) => r.jsonBody(shaped(unknown)))
      .willRespondWith(clientError(401), (r) => r.jsonBody(refusal()))
      .executeTest(async (server) => {
        const error = await failureOf(identityAt(server.url).identity.signInWithPassword(unknown.email, unknown.password))
        expect(error.code).toBe("invalid-credential")
      })
  })
})

describe("POST /api/auth/forgot/", () => {
  it("accepts a password reset request", async () => {
    const body = { email: fromState("email", "ana.popescu@example.com") }
    await pact
      .addInteraction()
      .given("a user with a password")
      .uponReceiving("a password reset request")
      .withRequest("POST", "/api/auth/forgot/", (r) => r.jsonBody(shaped(body)))
      .willRespondWith(success(202), (r) => r.jsonBody({ sent: exact(true) }))
      .executeTest(async (server) => {
        await expect(run(identityAt(server.url).identity.sendPasswordReset(example(body).email))).resolves.toBeUndefined()
      })
  })
})
