import { Schema } from "effect"
import { ConfigAttributes } from "./config.ts"
import { AnswersSchema, ConfigValuesSchema } from "./funnelState.ts"
import { AnswerStepIds } from "./steps.ts"
import { CounterOfferLapse } from "./buybackPolicy.ts"

const Int = Schema.Number.check(Schema.isInt())
const Money = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))
const Note = Schema.String.check(Schema.isMaxLength(1000))

/**
 * An IMEI is 15 digits whose last is the Luhn check digit of the first 14 (3GPP TS 23.003). Spaces,
 * dashes and slashes as printed on boxes are ignored by `normaliseImei`.
 */
export const normaliseImei = (value: string): string => value.replace(/[\s\-/]/g, "")

export const isValidImei = (value: string): boolean => {
  const digits = normaliseImei(value)
  if (!/^\d{15}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < 15; i++) {
    let d = digits.charCodeAt(14 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** How the technician identified the device: an IMEI (phones, cellular tablets) or a serial number. */
export const DeviceIdentifier = Schema.Struct({ kind: Schema.Literals(["imei", "serial"]), value: Schema.String })
export type DeviceIdentifier = typeof DeviceIdentifier.Type

/**
 * What the technician found on one device of the order (`itemIndex` as in the payload): the funnel's
 * questions answered again (config and every evaluation step on the device's path), and the IMEI or
 * serial number. Shapes only; the rules (every step of the path answered, an IMEI that passes its
 * Luhn digit, ...) are the inspection planner's, which answers field errors.
 */
export const DeviceInspectionInput = Schema.Struct({
  itemIndex: Int,
  config: ConfigValuesSchema,
  answers: AnswersSchema,
  imei: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(40))),
  serial: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(60))),
  note: Schema.optionalKey(Note)
})
export type DeviceInspectionInput = typeof DeviceInspectionInput.Type

/** A question whose answer differs from the seller's declaration: a config attribute or an evaluation step. */
export const DifferenceSubject = Schema.Literals([...ConfigAttributes, ...AnswerStepIds])
export type DifferenceSubject = typeof DifferenceSubject.Type

/** One difference, answer by answer: the declared and the found ids (config value ids or choice ids). */
export const AnswerDifference = Schema.Struct({
  subject: DifferenceSubject,
  declared: Schema.Array(Int),
  found: Schema.Array(Int)
})
export type AnswerDifference = typeof AnswerDifference.Type

/**
 * One device after inspection: what was found, priced with the quote's own function.
 * - `acceptedValue`: the device's accepted offer (the chosen option's total, as in the payload);
 * - `referenceValue`: what the declaration is worth when the device arrived: the accepted value, or
 *   when the offer had expired the declaration re-quoted at the day's prices (never above accepted);
 * - `foundValue`: the found answers priced the same way (0 when the shop would not buy it, with
 *   `notAcceptedReason` a storefront translation key).
 */
export const DeviceFinding = Schema.Struct({
  itemIndex: Int,
  modelName: Schema.String,
  identifier: DeviceIdentifier,
  config: ConfigValuesSchema,
  answers: AnswersSchema,
  acceptedValue: Money,
  referenceValue: Money,
  foundValue: Money,
  notAcceptedReason: Schema.NullOr(Schema.String),
  differences: Schema.Array(AnswerDifference),
  note: Schema.NullOr(Note)
})
export type DeviceFinding = typeof DeviceFinding.Type

/**
 * The inspection of a sell order: every device's finding, the totals, whether the offer had expired
 * (`requoted`), the technician's note, when (epoch ms) and by whom.
 */
export const SellOrderInspection = Schema.Struct({
  devices: Schema.Array(DeviceFinding),
  referenceTotal: Money,
  foundTotal: Money,
  requoted: Schema.Boolean,
  note: Schema.NullOr(Note),
  at: Int,
  actorId: Schema.String
})
export type SellOrderInspection = typeof SellOrderInspection.Type

/** A counter-offer: the amount the shop offers instead, when it lapses, and what happens then. */
export const CounterOffer = Schema.Struct({ amount: Money, expiresAt: Int, lapse: CounterOfferLapse })
export type CounterOffer = typeof CounterOffer.Type

/** The answer to a counter-offer: accepted or not, by the seller or by the lapse rule, when. */
export const CounterOfferDecision = Schema.Struct({
  accepted: Schema.Boolean,
  by: Schema.Literals(["seller", "lapse"]),
  at: Int
})
export type CounterOfferDecision = typeof CounterOfferDecision.Type

/** The device sent back to a seller who declined: the courier's reference and when. */
export const SellOrderReturn = Schema.Struct({ reference: Schema.String, at: Int })
export type SellOrderReturn = typeof SellOrderReturn.Type
