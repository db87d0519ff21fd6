import { Result } from "effect"
import { sumMoney, toMinor } from "../cart/amounts.ts"
import type { MarketCode } from "../markets/market.ts"
import { buybackPolicy, counterOfferExpiresAt } from "./buybackPolicy.ts"
import type { CounterOffer, DeviceFinding, SellOrderInspection } from "./inspection.ts"
import type { SellOrderMove, SellOrderProgress, SellOrderStatusEvent } from "./sellOrderStatus.ts"
import type { SellOrderStatus } from "./sellTypes.ts"

/**
 * What the inspection settles and what a counter-offer's answer does (issue 19; docs/decisions-buyback.md
 * "Machine"):
 * - each device is worth min(found, reference): never more than the declaration was worth when it
 *   arrived, however well it was found (one device's surplus never pays for another's fault);
 * - the order is evaluated (the accepted offer is due) only when that sum reaches the accepted offer;
 *   anything less, a re-quote of an expired offer included, is a counter-offer the seller answers;
 * - a counter-offer of 0 (nothing the shop would buy) can only be declined: its lapse is "return";
 * - an answer is given once, by the seller before the counter-offer expires, or by the lapse rule after.
 */

/** What one device is settled at: min(found, reference). */
export const settledValue = (finding: Pick<DeviceFinding, "foundValue" | "referenceValue">): number =>
  Math.min(finding.foundValue, finding.referenceValue)

/** The sum of the devices' settled values. */
export const settledTotal = (inspection: Pick<SellOrderInspection, "devices">): number =>
  sumMoney(inspection.devices.map(settledValue))

/**
 * Whether the inspection calls for a counter-offer: the settled total falls below the order's accepted
 * offer (`offer`, its totalEstimatedOffer: the money the seller was promised, whatever the devices say).
 */
export const needsCounterOffer = (inspection: Pick<SellOrderInspection, "devices">, offer: number): boolean =>
  toMinor(settledTotal(inspection)) < toMinor(offer)

/** The counter-offer an inspection makes at `at` in `market`. */
export const counterOfferOf = (inspection: Pick<SellOrderInspection, "devices">, market: MarketCode, at: number): CounterOffer => {
  const amount = settledTotal(inspection)
  return {
    amount,
    expiresAt: counterOfferExpiresAt(at),
    lapse: toMinor(amount) > 0 ? buybackPolicy.counterOfferLapse[market] : "return"
  }
}

/**
 * The move an inspection of a received order makes: evaluated at the order's accepted offer, or
 * counter-offered at the settled total (below it).
 */
export const counterOfferMoveOf = (
  inspection: SellOrderInspection,
  context: { readonly market: MarketCode; readonly offer: number; readonly at: number },
  event: (to: SellOrderStatus) => SellOrderStatusEvent
): SellOrderMove => {
  if (!needsCounterOffer(inspection, context.offer)) {
    return {
      kind: "inspected",
      to: "evaluated",
      inspection,
      evaluation: { amount: context.offer, note: inspection.note ?? "", at: context.at },
      event: event("evaluated")
    }
  }
  return {
    kind: "inspected",
    to: "counter-offered",
    inspection,
    counterOffer: counterOfferOf(inspection, context.market, context.at),
    event: event("counter-offered")
  }
}

/** Who answered: a seller (their account) or the lapse rule. */
export type CounterOfferAnswerer =
  | { readonly by: "seller"; readonly actorId: string; readonly actorName: string }
  | { readonly by: "lapse" }

/** The history's actor of a lapse (no person decided). */
export const lapseActor = { id: "lapse", name: "lapse rule" } as const

/** Why an answer was refused: always illegal (the order is not waiting for one, or it cannot be this one). */
export interface CounterOfferRefusal {
  readonly kind: "illegal"
  readonly message: string
}

const refuse = (message: string): Result.Result<never, CounterOfferRefusal> => Result.fail({ kind: "illegal", message })

/** Whether a counter-offered order's time to answer is over at `now` (epoch ms). */
export const hasLapsed = (progress: SellOrderProgress, now: number): boolean =>
  progress.status === "counter-offered" && progress.counterOffer !== null && now > progress.counterOffer.expiresAt

/**
 * The seller's answer at `at`: only to an open counter-offer (a second answer, or one after it
 * lapsed, is refused), and accepting a counter-offer of 0 is refused (there is nothing to accept).
 */
export const planSellerDecision = (
  progress: SellOrderProgress,
  accept: boolean,
  seller: { readonly actorId: string; readonly actorName: string },
  at: number
): Result.Result<SellOrderMove, CounterOfferRefusal> => {
  const offer = progress.counterOffer
  if (progress.status !== "counter-offered" || offer === null) {
    return refuse(progress.decision === null ? `a sell order ${progress.status} has no open counter-offer` : "the counter-offer was already answered")
  }
  if (at > offer.expiresAt) return refuse("the counter-offer has lapsed")
  if (accept && toMinor(offer.amount) === 0) return refuse("a counter-offer of 0 cannot be accepted: the device is returned")
  const to = accept ? "accepted" : "declined"
  return Result.succeed({
    kind: "decided",
    to,
    decision: { accepted: accept, by: "seller", at },
    event: { at, actorId: seller.actorId, actorName: seller.actorName, from: "counter-offered", to, note: null }
  })
}

/**
 * The lapse rule's answer to a counter-offer past its expiry at `now`, or none: accepted when the
 * rule is "accept" (and there is something to accept), else declined; dated at the expiry.
 */
export const lapseMoveOf = (progress: SellOrderProgress, now: number): SellOrderMove | null => {
  const offer = progress.counterOffer
  if (offer === null || !hasLapsed(progress, now)) return null
  const accepted = offer.lapse === "accept" && toMinor(offer.amount) > 0
  const to = accepted ? "accepted" : "declined"
  return {
    kind: "decided",
    to,
    decision: { accepted, by: "lapse", at: offer.expiresAt },
    event: { at: offer.expiresAt, actorId: lapseActor.id, actorName: lapseActor.name, from: "counter-offered", to, note: null }
  }
}
