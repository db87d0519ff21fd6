import { Option, Schema } from "effect"
import { isBlank, type FieldInput } from "../validation/check.ts"
import { validateEmail } from "../validation/text.ts"
import { commonPatterns } from "../validation/patterns/common.ts"
import { textIssue } from "../validation/safeText.ts"

/**
 * Reviews (SPEC 2.1 "reviews (list, add, error, thanks), seller reviews"; the rules are not shown, so
 * decided here and in docs/decisions-reviews.md). A review is of the shop (`shop`: bought devices) or
 * of the sell service (`seller`: devices sold to us). Stars 1-5; the reviewer's display name, a title
 * and a text within the limits below; an email that is never shown.
 */

export const ReviewKind = Schema.Literals(["shop", "seller"])
export type ReviewKind = typeof ReviewKind.Type

export const ReviewStatus = Schema.Literals(["pending", "approved", "rejected"])
export type ReviewStatus = typeof ReviewStatus.Type

export const ratingMin = 1
export const ratingMax = 5
export const ratings = [5, 4, 3, 2, 1] as const

/** Length limits (characters after trimming). */
export const reviewLimits = {
  nameMin: 2,
  nameMax: 60,
  titleMin: 3,
  titleMax: 120,
  textMin: 20,
  textMax: 2000
} as const

/** Translation keys of the review form's errors (web/messages/reviews). */
export const reviewErrorKeys = [
  "required-field",
  "invalid-email",
  "reviews-error-rating",
  "reviews-error-name-length",
  "reviews-error-title-length",
  "reviews-error-text-length",
  "reviews-error-characters"
] as const
export type ReviewErrorKey = (typeof reviewErrorKeys)[number]

/** What the add-review form sends, as typed (strings; the rating as the chosen value). */
export interface ReviewInput {
  readonly rating?: FieldInput | number
  readonly name?: FieldInput
  readonly email?: FieldInput
  readonly title?: FieldInput
  readonly text?: FieldInput
}
export type ReviewField = "rating" | "name" | "email" | "title" | "text"
export type ReviewErrors = { readonly [K in ReviewField]?: ReviewErrorKey }

/** A review as it is stored once valid: trimmed text, an integer rating. */
export interface ValidReview {
  readonly rating: number
  readonly name: string
  readonly email: string
  readonly title: string
  readonly text: string
}

/** The rating as an integer 1-5, or none (blank, fractional, out of range, not a number). */
export const parseRating = (value: FieldInput | number): Option.Option<number> => {
  const text = typeof value === "number" ? String(value) : value?.trim() ?? ""
  if (!/^[0-9]$/.test(text)) return Option.none()
  const rating = Number(text)
  return rating >= ratingMin && rating <= ratingMax ? Option.some(rating) : Option.none()
}

/** Counts characters as a person sees them (code points), not UTF-16 units. */
export const textLength = (text: string): number => [...text].length

const lengthCheck = (
  value: FieldInput,
  min: number,
  max: number,
  key: ReviewErrorKey,
  kind: "line" | "free"
): ReviewErrorKey | undefined => {
  if (isBlank(value)) return "required-field"
  const trimmed = value.trim()
  if (textIssue(trimmed, kind) !== undefined) return "reviews-error-characters"
  const length = textLength(trimmed)
  return length < min || length > max ? key : undefined
}

/** The form's verdict: failing fields with their keys; `{}` when the review may be stored. */
export const validateReview = (input: ReviewInput): ReviewErrors => {
  const errors: { [K in ReviewField]?: ReviewErrorKey } = {}
  const rating = input.rating
  if (rating === undefined || rating === null || (typeof rating === "string" && isBlank(rating))) {
    errors.rating = "required-field"
  } else if (Option.isNone(parseRating(rating))) errors.rating = "reviews-error-rating"
  const name = lengthCheck(input.name, reviewLimits.nameMin, reviewLimits.nameMax, "reviews-error-name-length", "line")
  if (name !== undefined) errors.name = name
  const email = validateEmail(input.email)
  if (Option.isSome(email)) errors.email = email.value === "required-field" ? "required-field" : "invalid-email"
  const title = lengthCheck(input.title, reviewLimits.titleMin, reviewLimits.titleMax, "reviews-error-title-length", "line")
  if (title !== undefined) errors.title = title
  const text = lengthCheck(input.text, reviewLimits.textMin, reviewLimits.textMax, "reviews-error-text-length", "free")
  if (text !== undefined) errors.text = text
  return errors
}

/** The stored form of a valid input; none when validateReview finds a failure. */
export const toValidReview = (input: ReviewInput): Option.Option<ValidReview> => {
  if (Object.keys(validateReview(input)).length > 0) return Option.none()
  return Option.map(parseRating(input.rating), (rating) => ({
    rating,
    name: (input.name ?? "").trim(),
    email: (input.email ?? "").trim(),
    title: (input.title ?? "").trim(),
    text: (input.text ?? "").trim()
  }))
}

/** An email is at most this long (validateEmail's limit), for the request schema. */
export const reviewEmailMax = commonPatterns.emailMaxLength
