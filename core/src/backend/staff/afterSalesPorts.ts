import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { AfterSalesProgress, AfterSalesStatus, AfterSalesTarget, RefundMethod } from "../../account/afterSales.ts"
import type { IllegalTransition, NotFound, RepositoryError } from "../../errors.ts"
import type { MarketCode } from "../../markets/market.ts"

/** The two kinds of after-sales requests the staff handle: return requests and send-in-warranty claims. */
export const AfterSalesKinds = ["return", "warranty"] as const
export type AfterSalesKind = (typeof AfterSalesKinds)[number]

/** A return request or a warranty claim as the staff see it. */
export interface AfterSalesCase extends AfterSalesProgress {
  readonly kind: AfterSalesKind
  readonly id: string
  readonly orderId: string
  readonly market: MarketCode
  readonly userId: string
  /** The device lines (indexes into the order's lines): a return's lines, or a claim's one line. */
  readonly lines: ReadonlyArray<number>
  /** The return's reason, or the claim's problem, in the shopper's words. */
  readonly text: string
  readonly courierAddress: string
  readonly pickupDate: string
  readonly createdAt: number
}

export interface AfterSalesQuery {
  readonly market: MarketCode | null
  readonly status: AfterSalesStatus | null
  readonly offset: number
  readonly limit: number
}

export interface AfterSalesChange {
  readonly id: string
  readonly from: AfterSalesStatus
  readonly to: AfterSalesTarget
  /** Epoch ms. */
  readonly at: number
  /** For accepted and refused. */
  readonly reason: string | null
  /** For refunded. */
  readonly refund: { readonly amount: number; readonly method: RefundMethod } | null
}

/**
 * Return requests and warranty claims for the staff (issue 18), over the stores the account area
 * writes them to. Every method is atomic.
 */
export interface AfterSalesRepositoryShape {
  /** Newest first, with how many the query selects in all. */
  readonly listCases: (
    kind: AfterSalesKind,
    query: AfterSalesQuery
  ) => Effect.Effect<{ readonly cases: ReadonlyArray<AfterSalesCase>; readonly total: number }, RepositoryError>
  /** None for an unknown or malformed id. */
  readonly caseById: (kind: AfterSalesKind, id: string) => Effect.Effect<Option.Option<AfterSalesCase>, RepositoryError>
  /**
   * Compare-and-set on the status (`from`, and a legal edge: account/afterSales.ts): IllegalTransition
   * and nothing written otherwise, NotFound for an unknown id. Records the reason and `decidedAt`
   * (accepted, refused), `receivedAt` (received), or the refund and `refundedAt` (refunded).
   */
  readonly moveCase: (kind: AfterSalesKind, change: AfterSalesChange) => Effect.Effect<AfterSalesCase, NotFound | IllegalTransition | RepositoryError>
}

export class AfterSalesRepository extends Context.Service<AfterSalesRepository, AfterSalesRepositoryShape>()(
  "@shop/core/AfterSalesRepository"
) {}
