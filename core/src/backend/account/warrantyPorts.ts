import type { Effect, Option } from "effect"
import { Context } from "effect"
import { AfterSalesStatuses, type AfterSalesProgress } from "../../account/afterSales.ts"
import type { RepositoryError } from "../../errors.ts"

/**
 * Send-in-warranty requests (SPEC 2.1 "send in warranty"): one device line (an index into the
 * order's device lines) of one of the user's orders, the problem, and a courier pickup. A request is
 * `open` until the shop's staff handle it (account/afterSales.ts: accepted or refused, received, refunded).
 */
export interface NewWarrantyClaim {
  readonly orderId: string
  readonly userId: string
  readonly line: number
  readonly problem: string
  readonly courierAddress: string
  readonly pickupDate: string
  readonly createdAt: number
}

export const WarrantyClaimStatuses = AfterSalesStatuses
export type WarrantyClaimStatus = typeof WarrantyClaimStatuses[number]

export interface StoredWarrantyClaim extends NewWarrantyClaim, AfterSalesProgress {
  readonly id: string
}

export interface WarrantyClaimRepositoryShape {
  /**
   * Stores a request as open (the caller checked ownership and the warranty rules). None when the
   * line already has a request being handled (open, accepted or received: account/afterSales.ts
   * isActiveAfterSales): one at a time per order line, kept by the store itself so two submits at once
   * cannot both pass.
   */
  readonly saveClaim: (claim: NewWarrantyClaim) => Effect.Effect<Option.Option<StoredWarrantyClaim>, RepositoryError>
  /** The user's requests, newest first. */
  readonly claimsOf: (userId: string) => Effect.Effect<ReadonlyArray<StoredWarrantyClaim>, RepositoryError>
}

export class WarrantyClaimRepository extends Context.Service<WarrantyClaimRepository, WarrantyClaimRepositoryShape>()(
  "@shop/core/WarrantyClaimRepository"
) {}
