import { Context, Schema, type Effect } from "effect"
import type { ReviewKind } from "../reviews/review.ts"
import type { HumanCheckSetup } from "./HumanVerification.ts"

/**
 * The public forms behind the human check (issue 8), as the browser calls them: the check's setup for
 * any form's widget (contact, reviews, register, the sell funnel), a contact message, a review. The
 * backend runs the forms' rules again (core contact/, reviews/) and checks the token before writing.
 */

/** A contact message as the help page's form sends it: the visitor's answers as typed. */
export interface ContactMessageSubmission {
  readonly name: string
  readonly email: string
  readonly topic: string
  /** null when left empty. */
  readonly orderNumber: string | null
  readonly message: string
}

/** A review as the add form sends it: the rating as the chosen value ("" for none). */
export interface ReviewSubmission {
  readonly kind: ReviewKind
  readonly rating: string
  readonly name: string
  readonly email: string
  readonly title: string
  readonly text: string
}

/** What was stored: its id (a review waits for moderation). */
export const FormReceipt = Schema.Struct({ id: Schema.String })
export type FormReceipt = typeof FormReceipt.Type

/** The backend could not be reached, failed (5xx), or answered something undecodable. */
export class FormsApiUnavailable extends Schema.TaggedError<FormsApiUnavailable>()("FormsApiUnavailable", {
  message: Schema.String
}) {}

/**
 * The backend refused what was sent and wrote nothing: field -> translation key (core's validators'
 * keys; `humanCheck` for a failed or missing check). Empty when the refusal names no field.
 */
export class FormRefused extends Schema.TaggedError<FormRefused>()("FormRefused", {
  fields: Schema.Record(Schema.String, Schema.String),
  message: Schema.String
}) {}

/** A rate limit (issue 14): the same answers may be sent again after the wait, when the backend names it. */
export class FormRateLimited extends Schema.TaggedError<FormRateLimited>()("FormRateLimited", {
  retryAfterSeconds: Schema.optionalKey(Schema.Number),
  message: Schema.String
}) {}

export type FormSubmitError = FormRefused | FormRateLimited | FormsApiUnavailable

export class FormsApi extends Context.Service<
  FormsApi,
  {
    /** What the widget needs to run the check: the provider, its site key and, embedded, a fresh challenge. */
    readonly humanCheckSetup: Effect.Effect<HumanCheckSetup, FormsApiUnavailable>
    /** `humanCheck`: the widget's token (each is good for one check), null when the visitor has none. */
    readonly sendContactMessage: (
      message: ContactMessageSubmission,
      humanCheck: string | null
    ) => Effect.Effect<FormReceipt, FormSubmitError>
    /** The review is stored pending: only a moderator's approval shows it. */
    readonly submitReview: (review: ReviewSubmission, humanCheck: string | null) => Effect.Effect<FormReceipt, FormSubmitError>
  }
>()("@shop/core/FormsApi") {}
