import { Effect } from "effect"
import { RepositoryError, ValidationFailed } from "../../errors.ts"
import {
  type HumanCheckContext,
  HumanCheckFailed,
  humanCheckFailedKey,
  HumanVerification
} from "../../ports/HumanVerification.ts"

/** The form field a failed check is reported on (the HumanCheck widget's error slot). */
export const humanCheckField = "humanCheck"

/**
 * The gate every form submission passes before anything is written (contact, reviews, sell orders,
 * register): the token must prove a human. A failed or missing check is a ValidationFailed (422)
 * with `fields.humanCheck = "human-check-failed"`, so forms show it like any field error. A check
 * that could not be made (the provider or the spent-check store unavailable) is the shop's failure,
 * not the shopper's: 503 with Retry-After, and nothing is written either way.
 */
export const requireHuman = Effect.fn("Contact.requireHuman")(function*(
  token: string | null | undefined,
  context?: HumanCheckContext
): Effect.fn.Return<void, ValidationFailed | RepositoryError, HumanVerification> {
  const verification = yield* HumanVerification
  const outcome = yield* Effect.result(
    token === null || token === undefined || token.trim() === ""
      ? Effect.fail(new HumanCheckFailed({ reason: "missing", message: "no human-check token was sent" }))
      : verification.verify(token, context)
  )
  if (outcome._tag === "Failure" && outcome.failure.reason === "unavailable") {
    return yield* new RepositoryError({ operation: "human check", message: outcome.failure.message })
  }
  if (outcome._tag === "Failure") {
    yield* Effect.logInfo(`human check failed: ${outcome.failure.reason}`)
    return yield* new ValidationFailed({
      fields: { [humanCheckField]: humanCheckFailedKey },
      message: "the human check failed; nothing was written"
    })
  }
})
