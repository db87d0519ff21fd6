import { describe, expect, it } from "@effect/vitest"
import { Effect, type Layer, Result, Schema } from "effect"
import { type ContactMessageSubmission, FormsApi, type ReviewSubmission } from "../../src/ports/FormsApi.ts"
import { HumanCheckProvider } from "../../src/ports/HumanVerification.ts"

const message: ContactMessageSubmission = {
  name: "Ana Pop",
  email: "ana.pop@example.com",
  topic: "warranty",
  orderNumber: null,
  message: "Bună ziua! Telefonul nu se mai încarcă."
}

const review: ReviewSubmission = {
  kind: "shop",
  rating: "5",
  name: "Ana",
  email: "ana.pop@example.com",
  title: "Telefon ca nou",
  text: "A ajuns a doua zi, bateria ține toată ziua."
}

/**
 * Contract every FormsApi adapter passes (the memory fake built from core's form services, the fetch
 * adapter over a backend double). `passingToken(n)` is the n-th token a widget would get from that
 * adapter's human check: each passes once.
 */
export const formsApiSuite = (
  name: string,
  layer: () => Layer.Layer<FormsApi, unknown>,
  passingToken: (n: number) => string
) =>
  describe(`${name} (FormsApi contract)`, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, FormsApi>) => Effect.provide(effect, layer())

    it.effect("the human check's setup names a provider and a site key", () =>
      run(Effect.gen(function*() {
        const setup = yield* (yield* FormsApi).humanCheckSetup
        expect(Schema.is(HumanCheckProvider)(setup.provider)).toBe(true)
        expect(setup.siteKey.length).toBeGreaterThan(0)
      })))

    it.effect("a valid contact message with a passing check is stored once; the same token again is refused", () =>
      run(Effect.gen(function*() {
        const api = yield* FormsApi
        const receipt = yield* api.sendContactMessage(message, passingToken(1))
        expect(receipt.id.length).toBeGreaterThan(0)
        const again = yield* Effect.result(api.sendContactMessage(message, passingToken(1)))
        expect(Result.isFailure(again) && again.failure._tag === "FormRefused" && again.failure.fields).toEqual({ humanCheck: "human-check-failed" })
      })))

    it.effect("field errors come back as core's keys before the check is spent", () =>
      run(Effect.gen(function*() {
        const api = yield* FormsApi
        const refused = yield* Effect.result(api.sendContactMessage({ ...message, email: "ana@", message: "short" }, passingToken(2)))
        expect(Result.isFailure(refused) && refused.failure._tag === "FormRefused" && refused.failure.fields).toEqual({
          email: "invalid-email",
          message: "help-error-message-length"
        })
        // The token was not spent on a form with mistakes.
        yield* api.sendContactMessage(message, passingToken(2))
      })))

    it.effect("a message without a check is refused on the check's field", () =>
      run(Effect.gen(function*() {
        const refused = yield* Effect.result((yield* FormsApi).sendContactMessage(message, null))
        expect(Result.isFailure(refused) && refused.failure._tag === "FormRefused" && refused.failure.fields).toEqual({ humanCheck: "human-check-failed" })
      })))

    it.effect("a valid review is stored; a review with mistakes or without a check is refused field by field", () =>
      run(Effect.gen(function*() {
        const api = yield* FormsApi
        const stored = yield* api.submitReview(review, passingToken(3))
        expect(stored.id.length).toBeGreaterThan(0)
        const invalid = yield* Effect.result(api.submitReview({ ...review, rating: "", title: "ok" }, passingToken(4)))
        expect(Result.isFailure(invalid) && invalid.failure._tag === "FormRefused" && Object.keys(invalid.failure.fields).sort()).toEqual(["rating", "title"])
        const unchecked = yield* Effect.result(api.submitReview({ ...review, kind: "seller" }, null))
        expect(Result.isFailure(unchecked) && unchecked.failure._tag === "FormRefused" && unchecked.failure.fields).toEqual({ humanCheck: "human-check-failed" })
        yield* api.submitReview({ ...review, kind: "seller" }, passingToken(4))
      })))
  })
