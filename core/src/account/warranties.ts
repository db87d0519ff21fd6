import { coverageEndsAt, warrantyValidUntil } from "./returnsAndWarranty.ts"
import type { MarketCode } from "../markets/market.ts"
import type { WarrantyMeasure, WarrantyReturnsSettings } from "./warrantyReturnsSettings.ts"

/**
 * My warranties (SPEC 2.1 "my warranties", SPEC 3 warranty settings, SPEC 9 "warranty validity
 * default 2"). Every device line of a user's order is under the market's standard warranty
 * (`warrantyDetails`: measure and validity) from the day the warranty starts, plus the months of a
 * warranty extension chosen with the device (extra service of type WARRANTY_EXTENSION), which runs
 * on from the end of the standard one. Pure: `now` comes from Effect's Clock in the backend.
 */

export const warrantyExtensionType = "WARRANTY_EXTENSION"
export const insuranceType = "INSURANCE"

/** Months a service key names (`extra-service.warranty-extension-24-months` -> 24); none without a period. */
export const monthsInServiceKey = (key: string): number | null => {
  const match = /(?:^|[-.])(\d{1,3})-months?$/.exec(key)
  if (match === null) return null
  const months = Number(match[1])
  return months > 0 ? months : null
}

/**
 * The months a service covers: the period in its key; a service of a covering type whose key names
 * no period counts as 12 months (the shortest period the shop sells; our decision).
 */
export const serviceMonths = (key: string): number => monthsInServiceKey(key) ?? 12

export interface ServiceRef {
  readonly id: number
  readonly type: string
  readonly key: string
}

export type CoverageState = "active" | "expired"

/** Active until the end (exclusive), expired from then on. */
export const coverageState = (validUntil: number, now: number): CoverageState => (now < validUntil ? "active" : "expired")

/**
 * When a device's warranty (and insurance) starts: the delivery instant, or the order's placement
 * while it is not delivered yet (our decision: the shopper sees the coverage from the day of the
 * purchase; delivery, when the staff records it, moves the start to the day the device arrived).
 */
export const coverageStart = (placedAt: number, deliveredAt: number | null): number => deliveredAt ?? placedAt

/**
 * The end (exclusive) of `months` months of cover that follow cover ending at `previousEnd` (an
 * extension after the standard warranty): counted on from its last covered day, in the market's calendar.
 */
export const extendedUntil = (market: MarketCode, previousEnd: number, months: number): number =>
  months <= 0 ? previousEnd : coverageEndsAt(market, previousEnd - 1, { measure: "months", validity: months })

/** The warranty extension chosen with a device: the longest one when (against the cart's rule) several are. */
export const chosenExtension = (services: ReadonlyArray<ServiceRef>): ServiceRef | null =>
  services
    .filter((service) => service.type === warrantyExtensionType)
    .reduce<ServiceRef | null>((best, service) => best === null || serviceMonths(service.key) > serviceMonths(best.key) ? service : best, null)

export interface DeviceWarranty {
  readonly startsAt: number
  /** The market's standard warranty period (`warrantyDetails`), to show it. */
  readonly standardPeriod: { readonly measure: WarrantyMeasure; readonly validity: number }
  /** The end (exclusive) of the market's standard warranty. */
  readonly standardUntil: number
  /** The chosen extension's service key and months, none without one. */
  readonly extension: { readonly key: string; readonly months: number } | null
  /** The end (exclusive) of the whole warranty: the standard one, then the extension. */
  readonly validUntil: number
  readonly state: CoverageState
}

/** One device line's warranty at `now`. */
export const deviceWarranty = (
  market: MarketCode,
  services: ReadonlyArray<ServiceRef>,
  startsAt: number,
  now: number,
  settings: Pick<WarrantyReturnsSettings, "warrantyDetails">
): DeviceWarranty => {
  const standardUntil = warrantyValidUntil(market, startsAt, settings)
  const chosen = chosenExtension(services)
  const extension = chosen === null ? null : { key: chosen.key, months: serviceMonths(chosen.key) }
  const validUntil = extension === null ? standardUntil : extendedUntil(market, standardUntil, extension.months)
  const standardPeriod = { measure: settings.warrantyDetails.measure, validity: settings.warrantyDetails.validity }
  return { startsAt, standardPeriod, standardUntil, extension, validUntil, state: coverageState(validUntil, now) }
}

/** What of an order decides whether its devices are covered. */
export interface CoveredOrderFacts {
  readonly paymentMethod: string
  readonly paymentState: string
}

/**
 * Whether an order's devices are covered at all (our decision): a delivered order always; otherwise a
 * paid order, or a cash-on-delivery order that was not cancelled. An unpaid, failed or cancelled card
 * or instalment order bought nothing, so it has no warranty and no insurance.
 */
export const isCoveredOrder = (order: CoveredOrderFacts, deliveredAt: number | null): boolean =>
  deliveredAt !== null ||
  order.paymentState === "paid" ||
  (order.paymentMethod === "cash-on-delivery" && order.paymentState !== "cancelled")

/**
 * Whether a device line may be sent in under warranty now: its warranty is active and it has no open
 * send-in request (one open request per line).
 */
export const canSendIn = (warranty: Pick<DeviceWarranty, "state">, hasOpenClaim: boolean): boolean =>
  warranty.state === "active" && !hasOpenClaim

/** Length limits of a send-in request (our decision), counted after trimming. */
export const problemMinLength = 10
export const problemMaxLength = 1000
export const claimAddressMaxLength = 300

/** A problem description a technician can work with: 10 to 1000 characters once trimmed. */
export const isProblemDescription = (text: string): boolean => {
  const length = text.trim().length
  return length >= problemMinLength && length <= problemMaxLength
}

/** A courier pickup address: not empty, at most 300 characters once trimmed. */
export const isClaimAddress = (text: string): boolean => {
  const length = text.trim().length
  return length > 0 && length <= claimAddressMaxLength
}
