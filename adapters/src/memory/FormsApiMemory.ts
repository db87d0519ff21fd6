import { submitContactMessage } from "@shop/core/backend/contact/contactService"
import { submitReview } from "@shop/core/backend/reviews/reviewService"
import type { RepositoryError, ValidationFailed } from "@shop/core/errors"
import type { MarketCode } from "@shop/core/markets/market"
import { FormRefused, FormsApi, FormsApiUnavailable } from "@shop/core/ports/FormsApi"
import { HumanVerification } from "@shop/core/ports/HumanVerification"
import { Effect, Layer } from "effect"
import { ContactMessageRepositoryMemory } from "./backend/ContactMessageRepositoryMemory.ts"
import { HumanVerificationMemory } from "./HumanVerificationMemory.ts"
import { ReviewRepositoryMemory } from "./backend/ReviewRepositoryMemory.ts"

const refusalOf = (failure: ValidationFailed | RepositoryError) =>
  failure._tag === "ValidationFailed"
    ? new FormRefused({ fields: failure.fields, message: failure.message })
    : new FormsApiUnavailable({ message: failure.message })

/**
 * FormsApi in memory: core's own form services (submitContactMessage, submitReview: the rules, the
 * human check, then the write) over the memory repositories and the memory human check, whose
 * `memoryPassingToken(n)` passes once. No rule is written here.
 */
const make = (market: MarketCode) =>
  Effect.gen(function*() {
    const services = yield* Effect.context<HumanVerification | Layer.Success<typeof repositories>>()
    const verification = yield* HumanVerification
    return FormsApi.of({
      humanCheckSetup: verification.setup.pipe(Effect.mapError((failure) => new FormsApiUnavailable({ message: failure.message }))),
      sendContactMessage: Effect.fn("FormsApi.sendContactMessage")(function*(message, humanCheck) {
        const stored = yield* submitContactMessage(market, { ...message, humanCheck }).pipe(Effect.mapError(refusalOf), Effect.provideContext(services))
        return { id: stored.id }
      }),
      submitReview: Effect.fn("FormsApi.submitReview")(function*(review, humanCheck) {
        const stored = yield* submitReview(market, { ...review, humanCheck }).pipe(Effect.mapError(refusalOf), Effect.provideContext(services))
        return { id: stored.id }
      })
    })
  })

const repositories = Layer.merge(ContactMessageRepositoryMemory.layer, ReviewRepositoryMemory.layer)

export const FormsApiMemory = {
  /** The forms of one market (the fetch adapter's market comes from the host). */
  layer: (market: MarketCode = "RO") =>
    Layer.effect(FormsApi, make(market)).pipe(Layer.provide(Layer.merge(repositories, HumanVerificationMemory.layer)))
}
