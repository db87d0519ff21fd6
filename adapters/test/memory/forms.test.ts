import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Result } from "effect"
import { submitContactMessage } from "@shop/core/backend/contact/contactService"
import { ContactMessageRepository } from "@shop/core/backend/contact/ContactMessageRepository"
import { decideReviewById, reviewPage, submitReview } from "@shop/core/backend/reviews/reviewService"
import { ReviewRepository } from "@shop/core/backend/reviews/ReviewRepository"
import { HumanVerification } from "@shop/core/ports/HumanVerification"
import { contactMessageRepositorySuite } from "@shop/core/test-support/backend/contactMessageRepositorySuite"
import { reviewRepositorySuite } from "@shop/core/test-support/backend/reviewRepositorySuite"
import { humanVerificationSuite } from "@shop/core/test-support/humanVerificationSuite"
import { ContactMessageRepositoryMemory } from "../../src/memory/backend/ContactMessageRepositoryMemory.ts"
import { HumanVerificationMemory, memoryPassingToken } from "../../src/memory/HumanVerificationMemory.ts"
import { ReviewRepositoryMemory } from "../../src/memory/backend/ReviewRepositoryMemory.ts"

reviewRepositorySuite("ReviewRepositoryMemory", () => ReviewRepositoryMemory.layer)
contactMessageRepositorySuite("ContactMessageRepositoryMemory", () => ContactMessageRepositoryMemory.layer)
let tokens = 0
humanVerificationSuite("HumanVerificationMemory", () => HumanVerificationMemory.layer, Effect.sync(() => memoryPassingToken(++tokens)))

const services = (human: Layer.Layer<HumanVerification>) =>
  Layer.mergeAll(ReviewRepositoryMemory.layer, ContactMessageRepositoryMemory.layer, human)

const review = { kind: "shop" as const, rating: 4, name: "Ana Pop", email: "ana@example.ro", title: "Foarte bun", text: "Telefonul a ajuns repede și arată ca nou." }
const contact = { name: "Ana Pop", email: "ana@example.ro", topic: "delivery", message: "Când ajunge comanda mea?" }

describe("review and contact services (memory adapters)", () => {
  it.effect("a review with a passing check is stored pending, listed only once approved", () =>
    Effect.gen(function* () {
      const stored = yield* submitReview("RO", { ...review, humanCheck: memoryPassingToken(1) })
      expect(stored.status).toBe("pending")
      expect((yield* reviewPage("RO", "shop", 1)).reviews).toEqual([])
      yield* decideReviewById(stored.id, "approve")
      const page = yield* reviewPage("RO", "shop", 1)
      expect(page.reviews.map((r) => r.id)).toEqual([stored.id])
      expect(page.summary).toEqual({ count: 1, average: 4, perStar: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } })
      expect(Object.keys(page.reviews[0]!)).not.toContain("email")
    }).pipe(Effect.provide(services(HumanVerificationMemory.layer))))

  it.effect("a failed, missing or reused check writes nothing and names the humanCheck field", () =>
    Effect.gen(function* () {
      for (const humanCheck of [undefined, "", "forged", memoryPassingToken(2)]) {
        const outcome = yield* Effect.result(submitReview("RO", humanCheck === undefined ? review : { ...review, humanCheck }))
        if (humanCheck === memoryPassingToken(2)) {
          // The first use passes; the next request with the same token must not.
          expect(Result.isSuccess(outcome)).toBe(true)
          const again = yield* Effect.result(submitReview("RO", { ...review, humanCheck }))
          expect(Result.isFailure(again) && again.failure._tag === "ValidationFailed" && again.failure.fields["humanCheck"]).toBe("human-check-failed")
          continue
        }
        expect(Result.isFailure(outcome) && outcome.failure._tag === "ValidationFailed" && outcome.failure.fields["humanCheck"]).toBe("human-check-failed")
      }
      expect((yield* (yield* ReviewRepository).pending()).length).toBe(1)
    }).pipe(Effect.provide(services(HumanVerificationMemory.layer))))

  it.effect("an always-failing check blocks contact messages; bad fields fail before the check", () =>
    Effect.gen(function* () {
      const blocked = yield* Effect.result(submitContactMessage("BG", { ...contact, humanCheck: memoryPassingToken(1) }))
      expect(Result.isFailure(blocked) && blocked.failure._tag === "ValidationFailed" && blocked.failure.fields).toEqual({ humanCheck: "human-check-failed" })
      const invalid = yield* Effect.result(submitContactMessage("BG", { ...contact, email: "x", humanCheck: memoryPassingToken(2) }))
      expect(Result.isFailure(invalid) && invalid.failure._tag === "ValidationFailed" && invalid.failure.fields).toEqual({ email: "invalid-email" })
      expect(yield* (yield* ContactMessageRepository).recent(10)).toEqual([])
    }).pipe(Effect.provide(services(HumanVerificationMemory.layerAlwaysFail))))

  it.effect("a valid contact message with a passing check is stored with its market", () =>
    Effect.gen(function* () {
      const stored = yield* submitContactMessage("HU", { ...contact, orderNumber: " ", humanCheck: memoryPassingToken(3) })
      expect(stored).toMatchObject({ market: "HU", topic: "delivery", orderNumber: null, name: "Ana Pop" })
      expect((yield* (yield* ContactMessageRepository).recent(10)).map((m) => m.id)).toEqual([stored.id])
    }).pipe(Effect.provide(services(HumanVerificationMemory.layer))))

  it.effect("moderating an unknown id is NotFound", () =>
    Effect.gen(function* () {
      const outcome = yield* Effect.result(decideReviewById("nope", "approve"))
      expect(Result.isFailure(outcome) && outcome.failure._tag).toBe("NotFound")
    }).pipe(Effect.provide(services(HumanVerificationMemory.layer))))
})
