import { Option, Schema } from "effect"
import { textIssue } from "../validation/safeText.ts"
import { isBlank, type FieldInput } from "../validation/check.ts"
import { validateEmail, validateName } from "../validation/text.ts"

/**
 * The help page's contact form (SPEC 2.1 "contact (help page with a contact anchor)"; its fields are
 * not shown, so decided here, docs/decisions-help.md): name (SPEC 5 name rule), email (SPEC 5), a
 * topic from the list below, an optional order number, and the message.
 */

export const contactTopics = ["order", "delivery", "returns", "warranty", "selling", "payout", "other"] as const
export const ContactTopic = Schema.Literals(contactTopics)
export type ContactTopic = typeof ContactTopic.Type

export const contactLimits = {
  nameMax: 80,
  orderNumberMax: 40,
  messageMin: 10,
  messageMax: 3000
} as const

/** An order or sell-order number as printed on a confirmation: letters, digits and hyphens. */
const orderNumberPattern = /^[A-Za-z0-9-]+$/

/** Translation keys of the contact form's errors (web/messages/help, and common for the first two). */
export type ContactErrorKey =
  | "required-field"
  | "invalid-email"
  | "invalid-name"
  | "help-error-name-length"
  | "help-error-topic"
  | "help-error-order-number"
  | "help-error-message-length"
  | "help-error-characters"

export interface ContactInput {
  readonly name?: FieldInput
  readonly email?: FieldInput
  readonly topic?: FieldInput
  readonly orderNumber?: FieldInput
  readonly message?: FieldInput
}
export type ContactField = keyof ContactInput
export type ContactErrors = { readonly [K in ContactField]?: ContactErrorKey }

export interface ValidContactMessage {
  readonly name: string
  readonly email: string
  readonly topic: ContactTopic
  readonly orderNumber: string | null
  readonly message: string
}

const isTopic = Schema.is(ContactTopic)
const length = (text: string): number => [...text].length

export const validateContactMessage = (input: ContactInput): ContactErrors => {
  const errors: { [K in ContactField]?: ContactErrorKey } = {}
  const name = input.name
  if (!isBlank(name) && (textIssue(name.trim(), "line") !== undefined)) errors.name = "help-error-characters"
  else if (!isBlank(name) && length(name.trim()) > contactLimits.nameMax) errors.name = "help-error-name-length"
  else {
    const check = validateName(name)
    if (Option.isSome(check)) errors.name = check.value === "required-field" ? "required-field" : "invalid-name"
  }
  const email = validateEmail(input.email)
  if (Option.isSome(email)) errors.email = email.value === "required-field" ? "required-field" : "invalid-email"
  if (isBlank(input.topic)) errors.topic = "required-field"
  else if (!isTopic(input.topic.trim())) errors.topic = "help-error-topic"
  const order = input.orderNumber
  if (!isBlank(order)) {
    const trimmed = order.trim()
    if (trimmed.length > contactLimits.orderNumberMax || !orderNumberPattern.test(trimmed)) errors.orderNumber = "help-error-order-number"
  }
  const message = input.message
  if (isBlank(message)) errors.message = "required-field"
  else if (textIssue(message.trim(), "free") !== undefined) errors.message = "help-error-characters"
  else {
    const size = length(message.trim())
    if (size < contactLimits.messageMin || size > contactLimits.messageMax) errors.message = "help-error-message-length"
  }
  return errors
}

/** The stored form of a valid input; none when validateContactMessage finds a failure. */
export const toValidContactMessage = (input: ContactInput): Option.Option<ValidContactMessage> => {
  if (Object.keys(validateContactMessage(input)).length > 0) return Option.none()
  const order = input.orderNumber
  return Option.some({
    name: (input.name ?? "").trim(),
    email: (input.email ?? "").trim(),
    topic: (input.topic ?? "").trim() as ContactTopic,
    orderNumber: isBlank(order) ? null : order.trim(),
    message: (input.message ?? "").trim()
  })
}
