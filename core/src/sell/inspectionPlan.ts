import { Result } from "effect"
import { sumMoney } from "../cart/amounts.ts"
import { categoryById } from "../catalog/category.ts"
import { answerIssue } from "./answers.ts"
import { offerValidUntil } from "./buybackPolicy.ts"
import { ConfigAttributes, configAttributesFor, type ConfigAttribute } from "./config.ts"
import { declaredDevice } from "./declaredDevice.ts"
import type { FunnelItem } from "./funnelState.ts"
import {
  isValidImei,
  normaliseImei,
  type AnswerDifference,
  type DeviceFinding,
  type DeviceIdentifier,
  type DeviceInspectionInput,
  type SellOrderInspection
} from "./inspection.ts"
import type { SellOrderProduct } from "./sellOrder.ts"
import type { SellOption } from "./sellTypes.ts"
import { answerStepsFor, deviceContext } from "./stepGraph.ts"
import { AnswerStepIds } from "./steps.ts"

/**
 * The inspection's rules (issue 19; docs/decisions-buyback.md "Machine"). What the technician enters is
 * checked here before anything is priced:
 * - every device of the order is inspected, each once (by its item_index), and no other;
 * - the config: only the category's attributes, each a value the model has in the market, and the
 *   colour and every attribute the seller declared (where the model has values for it);
 * - every evaluation step of the device's path as found answered with a valid answer, none off it;
 * - the IMEI (15 digits, Luhn check digit) of a phone or a cellular tablet; a serial number for the
 *   rest (an IMEI is taken instead when given, a cellular watch has one, and is checked all the same).
 * Field errors are named after the console's inputs: `<subject>-<itemIndex>` (a config attribute or a
 * step id), `imei-<itemIndex>`, `serial-<itemIndex>`, or `devices`; values are staff catalogue keys.
 */

/** One device ready to be priced: the declaration, what was found (same model, as answered), its identifier. */
export interface InspectedDevice {
  readonly product: SellOrderProduct
  readonly declared: FunnelItem
  readonly found: FunnelItem
  readonly identifier: DeviceIdentifier
  readonly note: string | null
}

export interface InspectionRefusal {
  readonly fields: Readonly<Record<string, string>>
  readonly message: string
}

export const inspectionKeys = {
  devices: "staff-sell-inspect-devices",
  config: "staff-sell-inspect-config",
  answer: "staff-sell-inspect-answer",
  imei: "staff-sell-inspect-imei",
  serial: "staff-sell-inspect-serial"
} as const

/** A connectivity value that names a mobile network (the seed's "Wi-Fi + Cellular", "LTE", "5G" ...). */
const cellular = /cellular|lte|[345]g\b|mobile/i

/** Whether the device as found carries an IMEI the shop must record: every phone, and a cellular tablet. */
export const needsImei = (found: FunnelItem, options: ReadonlyArray<SellOption>): boolean => {
  const category = categoryById(found.category)
  if (category === "smartphone") return true
  if (category !== "tablet") return false
  const label = options.find((o) => o.attribute === "connectivity" && o.id === found.config.connectivity)?.label ?? ""
  return cellular.test(label)
}

/** A serial number as printed: 3 to 60 letters, digits, spaces, dots, slashes and dashes, starting with a letter or digit. */
const serialPattern = /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,59}$/

const text = (value: string | undefined): string => value?.trim() ?? ""

const configIssues = (
  index: number,
  declared: FunnelItem,
  input: DeviceInspectionInput,
  options: ReadonlyArray<SellOption>
): ReadonlyArray<readonly [string, string]> => {
  const category = categoryById(declared.category)
  const asked = configAttributesFor[category]
  const offered = (attribute: ConfigAttribute) => options.filter((o) => o.attribute === attribute)
  // What the seller told us must be confirmed (or corrected); colour always. An attribute the seller
  // left out (the funnel lets an estimate go without) may stay out.
  const expected = new Set<ConfigAttribute>(["colour", ...ConfigAttributes.filter((a) => declared.config[a] !== undefined)])
  return ConfigAttributes.flatMap((attribute): ReadonlyArray<readonly [string, string]> => {
    const value = input.config[attribute]
    const field = `${attribute}-${index}`
    if (value === undefined) {
      return expected.has(attribute) && asked.includes(attribute) && offered(attribute).length > 0 ? [[field, inspectionKeys.config]] : []
    }
    return asked.includes(attribute) && offered(attribute).some((o) => o.id === value) ? [] : [[field, inspectionKeys.config]]
  })
}

const answerIssues = (index: number, found: FunnelItem): ReadonlyArray<readonly [string, string]> => {
  const path = answerStepsFor(deviceContext(found))
  return AnswerStepIds.flatMap((step): ReadonlyArray<readonly [string, string]> => {
    const ids = found.answers[step]
    const field = `${step}-${index}`
    if (!path.includes(step)) return ids === undefined ? [] : [[field, inspectionKeys.answer]]
    return ids === undefined || answerIssue(step, ids) !== undefined ? [[field, inspectionKeys.answer]] : []
  })
}

const identifierOf = (
  index: number,
  found: FunnelItem,
  input: DeviceInspectionInput,
  options: ReadonlyArray<SellOption>
): Result.Result<DeviceIdentifier, readonly [string, string]> => {
  const imei = normaliseImei(text(input.imei))
  if (imei !== "") return isValidImei(imei) ? Result.succeed({ kind: "imei", value: imei }) : Result.fail([`imei-${index}`, inspectionKeys.imei])
  if (needsImei(found, options)) return Result.fail([`imei-${index}`, inspectionKeys.imei])
  const serial = text(input.serial)
  return serialPattern.test(serial) ? Result.succeed({ kind: "serial", value: serial }) : Result.fail([`serial-${index}`, inspectionKeys.serial])
}

/**
 * The devices of an order as the technician found them, or every field that is wrong. `optionsOf`
 * answers the market's config values of a device's model (the seller's options the funnel offered).
 */
export const planInspection = (
  products: ReadonlyArray<SellOrderProduct>,
  inputs: ReadonlyArray<DeviceInspectionInput>,
  optionsOf: (product: SellOrderProduct) => ReadonlyArray<SellOption>
): Result.Result<ReadonlyArray<InspectedDevice>, InspectionRefusal> => {
  const indexes = inputs.map((d) => d.itemIndex)
  const expected = products.map((p) => p.item_index)
  if (new Set(indexes).size !== indexes.length || indexes.length !== expected.length || !expected.every((i) => indexes.includes(i))) {
    return Result.fail({ fields: { devices: inspectionKeys.devices }, message: `inspect each device of the order once: items ${expected.join(", ")}` })
  }
  const issues: Array<readonly [string, string]> = []
  const devices: Array<InspectedDevice> = []
  for (const product of products) {
    const input = inputs.find((d) => d.itemIndex === product.item_index)
    if (input === undefined) continue
    const declared = declaredDevice(product)
    const options = optionsOf(product)
    const found: FunnelItem = { ...declared, config: input.config, answers: input.answers }
    const identifier = identifierOf(product.item_index, found, input, options)
    const deviceIssues = [
      ...configIssues(product.item_index, declared, input, options),
      ...answerIssues(product.item_index, found),
      ...(Result.isFailure(identifier) ? [identifier.failure] : [])
    ]
    issues.push(...deviceIssues)
    if (deviceIssues.length === 0 && Result.isSuccess(identifier)) {
      const note = text(input.note)
      devices.push({ product, declared, found, identifier: identifier.success, note: note === "" ? null : note })
    }
  }
  if (issues.length > 0) {
    return Result.fail({ fields: Object.fromEntries(issues), message: `check the inspection: ${issues.map(([field]) => field).join(", ")}` })
  }
  return Result.succeed(devices)
}

const sameIds = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): boolean => {
  const x = [...a].sort((m, n) => m - n)
  const y = [...b].sort((m, n) => m - n)
  return x.length === y.length && x.every((v, i) => v === y[i])
}

/** What differs between the declaration and the device as found, answer by answer: config attributes, then steps. */
export const answerDifferences = (declared: FunnelItem, found: FunnelItem): ReadonlyArray<AnswerDifference> => [
  ...ConfigAttributes.flatMap((subject): ReadonlyArray<AnswerDifference> => {
    const d = declared.config[subject]
    const f = found.config[subject]
    return d === f ? [] : [{ subject, declared: d === undefined ? [] : [d], found: f === undefined ? [] : [f] }]
  }),
  ...AnswerStepIds.flatMap((subject): ReadonlyArray<AnswerDifference> => {
    const d = declared.answers[subject] ?? []
    const f = found.answers[subject] ?? []
    return sameIds(d, f) ? [] : [{ subject, declared: [...d], found: [...f] }]
  })
]

/** Whether a device that arrived at `arrivedAt` came after its offer (quoted at `quotedAt`) expired. */
export const arrivedAfterValidity = (quotedAt: number, arrivedAt: number): boolean => arrivedAt > offerValidUntil(quotedAt)

/**
 * What the declaration is worth on arrival: the accepted value, or when the offer had expired the
 * declaration at the day's prices (`requoted`; 0 when the shop no longer buys it), never above the
 * accepted value.
 */
export const referenceValueOf = (acceptedValue: number, requoted: number | null): number =>
  requoted === null ? acceptedValue : Math.max(0, Math.min(acceptedValue, requoted))

/** A device's prices at today's price list (priceDevice's chosen option), null where the shop would not buy it. */
export interface TodaysPrices {
  readonly declared: number | null
  readonly found: number | null
  /** Why the device as found is not bought (a storefront key), when `found` is null. */
  readonly foundReason: string | null
}

/**
 * A device's values from today's prices (decisions-buyback.md "Machine"):
 * - reference: the accepted value; after the offer expired, the declaration at today's prices, never above it;
 * - found, within the offer's validity: the accepted value scaled by what today's list makes of the
 *   device as found against the declaration (with percentage deductions, the quote's own prices), in
 *   whole units as offers are; the declaration found as declared is worth the accepted value, whatever
 *   the list did since;
 * - found, after the offer expired: today's price of the device as found;
 * - 0 with the reason when the shop would not buy the device as found.
 */
export const deviceValues = (
  acceptedValue: number,
  expired: boolean,
  identical: boolean,
  today: TodaysPrices
): { readonly acceptedValue: number; readonly referenceValue: number; readonly foundValue: number; readonly notAcceptedReason: string | null } => {
  const referenceValue = expired ? referenceValueOf(acceptedValue, today.declared ?? 0) : acceptedValue
  if (today.found === null) return { acceptedValue, referenceValue, foundValue: 0, notAcceptedReason: today.foundReason }
  const foundValue = expired
    ? today.found
    : identical
    ? acceptedValue
    : today.declared === null || today.declared <= 0
    ? Math.min(today.found, acceptedValue)
    : Math.round(acceptedValue * today.found / today.declared)
  return { acceptedValue, referenceValue, foundValue, notAcceptedReason: null }
}

/** One device's finding from its inspection and its prices. */
export const findingOf = (
  device: InspectedDevice,
  values: { readonly acceptedValue: number; readonly referenceValue: number; readonly foundValue: number; readonly notAcceptedReason: string | null }
): DeviceFinding => ({
  itemIndex: device.product.item_index,
  modelName: device.product.modelName,
  identifier: device.identifier,
  config: device.found.config,
  answers: device.found.answers,
  ...values,
  differences: answerDifferences(device.declared, device.found),
  note: device.note
})

/** The inspection of an order from its findings. */
export const inspectionOf = (
  findings: ReadonlyArray<DeviceFinding>,
  requoted: boolean,
  note: string | null,
  at: number,
  actorId: string
): SellOrderInspection => ({
  devices: findings,
  referenceTotal: sumMoney(findings.map((f) => f.referenceValue)),
  foundTotal: sumMoney(findings.map((f) => f.foundValue)),
  requoted,
  note,
  at,
  actorId
})
