import { MatchersV3 } from "@pact-foundation/pact"
import { makeShopAuthApiFetch } from "@shop/adapters/http/ShopAuthApiFetch"
import type { SignedInAnswer } from "@shop/core/backend/auth/requests"
import type { ShopAuthError } from "@shop/core/ports/ShopAuthApi"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { clientError, exact, example, fromState, shaped, success } from "../src/loose.ts"
import { browserWith, identityErrorBody } from "../src/browser.ts"
import { consumerPact, consumers } from "../src/pact.ts"

/**
 * The sign-in pages' calls (register, login, logout, forgot, reset) as the shell makes them:
 * ShopAuthApiFetch (adapters/src/http) against the Pact mock server. These always reach the shop's
 * own server, whichever identity provider it runs on.
 *
 * A registration carries a live human-check token: the provider state "a solved human check" asks the
 * app for a challenge and solves it as the browser widget does (`fromProviderState`), so the
 * verification registers for real. The reset link's token comes from the state that mails it.
 */
const pact = consumerPact(consumers.shopAuthApi)

const apiAt = (url: string, cookie?: string) => makeShopAuthApiFetch({ baseUrl: url, fetch: browserWith(cookie) })
const run = <A>(effect: Effect.Effect<A, ShopAuthError>) => Effect.runPromise(effect)
const failureOf = <A>(effect: Effect.Effect<A, ShopAuthError>) => Effect.runPromise(Effect.flip(effect))

const uid = "3f6b2d1e-8c4a-4e7b-9a15-2c0d7e9f4b61"

/** A sign-in's answer as the pages read it: the user (the server's `currentUser` is the account page's). */
const signedIn = (email: string): Pick<typeof SignedInAnswer.Encoded, "user"> => ({ user: { uid, email, displayName: "Ana Popescu" } })

/** A refusal of what was sent, on the human check's field (core requireHuman). */
const humanCheckRefused = {
  error: exact("validation-failed"),
  message: MatchersV3.string("the human check failed; nothing was written"),
  fields: { humanCheck: exact("human-check-failed") }
}

const humanCheck = fromState("humanCheck", "eyJjaGFsbGVuZ2UiOnt9LCJzb2x1dGlvbiI6e319")

describe("POST /api/auth/register/", () => {
  const account = { name: "Ana Popescu", email: "ana.register.pact@example.com", password: "Pact-secret-42" }

  it("registers with a solved human check and answers the user", async () => {
    // An email nobody registered yet (the state's), so the pact can be replayed on the same backend.
    const fresh = { ...account, email: fromState("email", account.email) }
    await pact
      .addInteraction()
      .given("a solved human check")
      .uponReceiving("a registration with a solved human check")
      .withRequest("POST", "/api/auth/register/", (r) => r.jsonBody(shaped({ ...fresh, humanCheck })))
      .willRespondWith(success(201), (r) => r.jsonBody(shaped(signedIn(account.email))))
      .executeTest(async (server) => {
        const user = await run(apiAt(server.url).register(example(fresh), example(humanCheck)))
        expect(user).toEqual(signedIn(account.email).user)
      })
  })

  it("refuses a registration without a human check on the check's field", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a registration without a human check")
      .withRequest("POST", "/api/auth/register/", (r) => r.jsonBody({ ...(shaped(account) as object), humanCheck: MatchersV3.nullValue() }))
      .willRespondWith(clientError(422), (r) => r.jsonBody(humanCheckRefused))
      .executeTest(async (server) => {
        const error = await failureOf(apiAt(server.url).register(account, null))
        expect(error._tag === "FormRefused" && error.fields).toEqual({ humanCheck: "human-check-failed" })
      })
  })

  it("refuses a password the policy does not take with weak-password and its translation key", async () => {
    const weak = { ...account, email: "ana.weak.pact@example.com", password: "12345" }
    await pact
      .addInteraction()
      .given("a solved human check")
      .uponReceiving("a registration with a weak password")
      .withRequest("POST", "/api/auth/register/", (r) => r.jsonBody(shaped({ ...weak, humanCheck })))
      .willRespondWith(clientError(422), (r) => r.jsonBody(identityErrorBody("weak-password")))
      .executeTest(async (server) => {
        const error = await failureOf(apiAt(server.url).register(weak, example(humanCheck)))
        expect(error._tag === "IdentityError" && error.code).toBe("weak-password")
      })
  })
})

describe("POST /api/auth/login/", () => {
  const credentials = {
    email: fromState("email", "ana.popescu@example.com"),
    password: fromState("password", "Pact-5c1e0b7a-2d4f-4a8e-9b3c-6f1d2e3a4b5c")
  }

  it("signs in with the password and answers the user", async () => {
    await pact
      .addInteraction()
      .given("a user with a password")
      .uponReceiving("a password sign-in from the login page")
      .withRequest("POST", "/api/auth/login/", (r) => r.jsonBody(shaped(credentials)))
      .willRespondWith(200, (r) => r.jsonBody(shaped(signedIn("ana.popescu@example.com"))))
      .executeTest(async (server) => {
        const { email, password } = example(credentials)
        expect(await run(apiAt(server.url).login(email, password))).toEqual(signedIn("ana.popescu@example.com").user)
      })
  })

  it("refuses a wrong password with invalid-credential, as an unknown email", async () => {
    const wrong = { email: credentials.email, password: "not-the-password" }
    await pact
      .addInteraction()
      .given("a user with a password")
      .uponReceiving("a password sign-in from the login page with a wrong password")
      .withRequest("POST", "/api/auth/login/", (r) => r.jsonBody(shaped(wrong)))
      .willRespondWith(clientError(401), (r) => r.jsonBody(identityErrorBody("invalid-credential")))
      .executeTest(async (server) => {
        const { email, password } = example(wrong)
        const error = await failureOf(apiAt(server.url).login(email, password))
        expect(error._tag === "IdentityError" && error.code).toBe("invalid-credential")
      })
  })
})

describe("POST /api/auth/logout/", () => {
  it("signs a signed-in browser out", async () => {
    const cookie = fromState("cookie", "shop_session=c2Vzc2lvbi10b2tlbi1vZi10aGUtYnJvd3Nlci0wMDAwMDAwMDA; shop_auth=eyJhbGciOiJIUzI1NiJ9.e30.c2ln")
    await pact
      .addInteraction()
      .given("a signed-in user")
      .uponReceiving("a sign-out from the logout page")
      .withRequest("POST", "/api/auth/logout/", (r) => r.headers({ cookie }))
      .willRespondWith(200, (r) => r.jsonBody({ signedOut: exact(true) }))
      .executeTest(async (server) => {
        await expect(run(apiAt(server.url, example(cookie)).logout)).resolves.toBeUndefined()
      })
  })

  it("signs out a browser that is signed in nowhere, harmlessly", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a sign-out from the logout page without a session")
      .withRequest("POST", "/api/auth/logout/")
      .willRespondWith(200, (r) => r.jsonBody({ signedOut: exact(true) }))
      .executeTest(async (server) => {
        await expect(run(apiAt(server.url).logout)).resolves.toBeUndefined()
      })
  })
})

describe("POST /api/auth/forgot/", () => {
  it("accepts a reset request for any well-formed email (202)", async () => {
    const body = { email: "nobody.pact@example.com" }
    await pact
      .addInteraction()
      .uponReceiving("a reset request from the forgot page")
      .withRequest("POST", "/api/auth/forgot/", (r) => r.jsonBody(shaped(body)))
      .willRespondWith(success(202), (r) => r.jsonBody({ sent: exact(true) }))
      .executeTest(async (server) => {
        await expect(run(apiAt(server.url).forgot(body.email))).resolves.toBeUndefined()
      })
  })

  it("refuses a malformed email with invalid-email", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a reset request from the forgot page with a malformed email")
      .withRequest("POST", "/api/auth/forgot/", (r) => r.jsonBody({ email: exact("not-an-email") }))
      .willRespondWith(clientError(422), (r) => r.jsonBody(identityErrorBody("invalid-email")))
      .executeTest(async (server) => {
        const error = await failureOf(apiAt(server.url).forgot("not-an-email"))
        expect(error._tag === "IdentityError" && error.code).toBe("invalid-email")
      })
  })
})

describe("POST /api/auth/reset/", () => {
  it("sets the new password with the mailed token and signs in", async () => {
    const body = { token: fromState("token", "dG9rZW4tb2YtdGhlLXJlc2V0LWxpbmstMDAwMDAwMDAwMDA"), password: "Brand-new-secret-7" }
    await pact
      .addInteraction()
      .given("a password reset link")
      .uponReceiving("a new password with the reset link's token")
      .withRequest("POST", "/api/auth/reset/", (r) => r.jsonBody(shaped(body)))
      .willRespondWith(200, (r) => r.jsonBody(shaped(signedIn("ana.popescu@example.com"))))
      .executeTest(async (server) => {
        const { token, password } = example(body)
        expect(await run(apiAt(server.url).reset(token, password))).toEqual(signedIn("ana.popescu@example.com").user)
      })
  })

  it("refuses a token no link carries with invalid-token", async () => {
    const body = { token: "no-such-reset-token", password: "Brand-new-secret-7" }
    await pact
      .addInteraction()
      .uponReceiving("a new password with a token no link carries")
      .withRequest("POST", "/api/auth/reset/", (r) => r.jsonBody(shaped(body)))
      .willRespondWith(clientError(401), (r) => r.jsonBody(identityErrorBody("invalid-token")))
      .executeTest(async (server) => {
        const error = await failureOf(apiAt(server.url).reset(body.token, body.password))
        expect(error._tag === "IdentityError" && error.code).toBe("invalid-token")
      })
  })
})
