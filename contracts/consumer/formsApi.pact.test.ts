import { MatchersV3 } from "@pact-foundation/pact"
import { makeFormsApiFetch } from "@shop/adapters/http/FormsApiFetch"
import { contactTopics } from "@shop/core/contact/contactMessage"
import type { ContactMessageSubmission, FormSubmitError, ReviewSubmission } from "@shop/core/ports/FormsApi"
import type { FormsApiUnavailable } from "@shop/core/ports/FormsApi"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { clientError, exact, example, fromState, oneOf, shaped, success } from "../src/loose.ts"
import { consumerPact, consumers } from "../src/pact.ts"

/**
 * The public forms' calls as the shell makes them: FormsApiFetch (adapters/src/http) against the Pact
 * mock server. The human check's setup (the widget's challenge), a contact message and a review, each
 * stored with a solved check and refused without one or with field errors (core's validators' keys).
 * A solved check comes from the provider state "a solved human check" (the app's challenge, solved as
 * the browser widget solves it), so the verification stores the message for real.
 */
const pact = consumerPact(consumers.formsApi)
const api = (url: string) => makeFormsApiFetch({ baseUrl: url })
const run = <A>(effect: Effect.Effect<A, FormSubmitError | FormsApiUnavailable>) => Effect.runPromise(effect)
const failureOf = <A>(effect: Effect.Effect<A, FormSubmitError>) => Effect.runPromise(Effect.flip(effect))

const humanCheck = fromState("humanCheck", "eyJjaGFsbGVuZ2UiOnt9LCJzb2x1dGlvbiI6e319")

/** What was stored, as the shell reads it: its id. */
const receipt = { id: "6d0b3c1e-2f4a-4b5c-8d9e-0f1a2b3c4d5e" }

/** A refusal of what was sent, field by field (core's translation keys pinned). */
const refused = (fields: Readonly<Record<string, string>>) => ({
  error: exact("validation-failed"),
  message: MatchersV3.string("the form has errors"),
  fields: Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, exact(key)]))
})

describe("GET /api/human-check/", () => {
  it("answers what the widget needs: the provider, its site key and a challenge", async () => {
    // The embedded check's challenge (altcha-lib): the widget hands it to the solver as it is.
    const challenge = {
      parameters: { algorithm: "SHA-256", nonce: "4b1f0c2d", salt: "9e8d7c6b", cost: 1, keyLength: 32, keyPrefix: "0a1b2c", expiresAt: 1_900_000_000 },
      signature: "c2lnbmF0dXJlLW9mLXRoZS1jaGFsbGVuZ2U"
    }
    await pact
      .addInteraction()
      .uponReceiving("a human check's setup")
      .withRequest("GET", "/api/human-check/")
      .willRespondWith(200, (r) => r.jsonBody({ provider: oneOf(["embedded", "turnstile"], "embedded"), siteKey: MatchersV3.string("embedded"), challenge: shaped(challenge) }))
      .executeTest(async (server) => {
        const setup = await run(api(server.url).humanCheckSetup)
        expect([setup.provider, setup.siteKey, setup.challenge]).toEqual(["embedded", "embedded", challenge])
      })
  })
})

describe("POST /api/contact/", () => {
  const message: ContactMessageSubmission = {
    name: "Ana Popescu",
    email: "ana.popescu@example.com",
    topic: "warranty",
    orderNumber: null,
    message: "Bună ziua! Telefonul nu se mai încarcă de ieri."
  }
  const sent = (body: ContactMessageSubmission, check: unknown) => ({ ...(shaped(body) as object), topic: oneOf(contactTopics, body.topic), humanCheck: check })

  it("stores a message with a solved human check", async () => {
    await pact
      .addInteraction()
      .given("a solved human check")
      .uponReceiving("a contact message with a solved human check")
      .withRequest("POST", "/api/contact/", (r) => r.jsonBody(sent(message, humanCheck)))
      .willRespondWith(success(201), (r) => r.jsonBody(shaped(receipt)))
      .executeTest(async (server) => {
        expect(await run(api(server.url).sendContactMessage(message, example(humanCheck)))).toEqual(receipt)
      })
  })

  it("refuses a message with mistakes field by field, before the check", async () => {
    const wrong = { ...message, email: "ana@", message: "short" }
    await pact
      .addInteraction()
      .uponReceiving("a contact message with field errors")
      .withRequest("POST", "/api/contact/", (r) => r.jsonBody({ ...sent(wrong, MatchersV3.nullValue()), email: exact("ana@"), message: exact("short") }))
      .willRespondWith(clientError(422), (r) => r.jsonBody(refused({ email: "invalid-email", message: "help-error-message-length" })))
      .executeTest(async (server) => {
        const error = await failureOf(api(server.url).sendContactMessage(wrong, null))
        expect(error._tag === "FormRefused" && error.fields).toEqual({ email: "invalid-email", message: "help-error-message-length" })
      })
  })

  it("refuses a message without a human check on the check's field", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a contact message without a human check")
      .withRequest("POST", "/api/contact/", (r) => r.jsonBody(sent(message, MatchersV3.nullValue())))
      .willRespondWith(clientError(422), (r) => r.jsonBody(refused({ humanCheck: "human-check-failed" })))
      .executeTest(async (server) => {
        const error = await failureOf(api(server.url).sendContactMessage(message, null))
        expect(error._tag === "FormRefused" && error.fields).toEqual({ humanCheck: "human-check-failed" })
      })
  })
})

describe("POST /api/reviews/", () => {
  const review: ReviewSubmission = {
    kind: "shop",
    rating: "5",
    name: "Ana",
    email: "ana.popescu@example.com",
    title: "Telefon ca nou",
    text: "A ajuns a doua zi, bateria ține toată ziua."
  }
  const sent = (body: ReviewSubmission, check: unknown) => ({ ...(shaped(body) as object), kind: oneOf(["shop", "seller"], body.kind), humanCheck: check })

  it("stores a review (pending) with a solved human check", async () => {
    await pact
      .addInteraction()
      .given("a solved human check")
      .uponReceiving("a review with a solved human check")
      .withRequest("POST", "/api/reviews/", (r) => r.jsonBody(sent(review, humanCheck)))
      .willRespondWith(success(201), (r) => r.jsonBody(shaped(receipt)))
      .executeTest(async (server) => {
        expect(await run(api(server.url).submitReview(review, example(humanCheck)))).toEqual(receipt)
      })
  })

  it("refuses a review without a human check on the check's field", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a review without a human check")
      .withRequest("POST", "/api/reviews/", (r) => r.jsonBody(sent(review, MatchersV3.nullValue())))
      .willRespondWith(clientError(422), (r) => r.jsonBody(refused({ humanCheck: "human-check-failed" })))
      .executeTest(async (server) => {
        const error = await failureOf(api(server.url).submitReview(review, null))
        expect(error._tag === "FormRefused" && error.fields).toEqual({ humanCheck: "human-check-failed" })
      })
  })
})
