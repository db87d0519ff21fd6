import { Clock, Effect, Option, Schema } from "effect"
import { toValidContactMessage, validateContactMessage } from "../../contact/contactMessage.ts"
import type { MarketCode } from "../../markets/market.ts"
import type { HumanCheckContext, HumanVerification } from "../../ports/HumanVerification.ts"
import { type RepositoryError, ValidationFailed } from "../../errors.ts"
import { SafeFreeText, SafeText } from "../../validation/safeText.ts"
import { ContactMessageRepository, type StoredContactMessage } from "./ContactMessageRepository.ts"
import { requireHuman } from "./requireHuman.ts"

/**
 * The contact form's request body. Strings are only bounded here (generously, so an over-long answer
 * is a field error, not a refused request); the rules are validateContactMessage's.
 */
export const ContactRequest = Schema.Struct({
  name: SafeText(500),
  email: SafeText(500),
  topic: SafeText(100),
  orderNumber: Schema.optionalKey(Schema.NullOr(SafeText(500))),
  message: SafeFreeText(20_000),
  humanCheck: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(20_000))))
})
export type ContactRequest = typeof ContactRequest.Type

export const ContactReceipt = Schema.Struct({ id: Schema.String, topic: Schema.String })

/**
 * Validates the message, then checks the human (so a form with field errors does not spend its token),
 * then stores it. Nothing is written on any failure.
 */
export const submitContactMessage = Effect.fn("Contact.submitContactMessage")(function*(
  market: MarketCode,
  request: ContactRequest,
  context?: HumanCheckContext
): Effect.fn.Return<StoredContactMessage, ValidationFailed | RepositoryError, ContactMessageRepository | HumanVerification> {
  const errors = validateContactMessage(request)
  const valid = toValidContactMessage(request)
  if (Option.isNone(valid)) {
    return yield* new ValidationFailed({ fields: { ...errors }, message: "the contact form has errors" })
  }
  yield* requireHuman(request.humanCheck, { ...context, action: "contact" })
  const createdAt = yield* Clock.currentTimeMillis
  const repository = yield* ContactMessageRepository
  return yield* repository.add({ ...valid.value, market, createdAt })
})
