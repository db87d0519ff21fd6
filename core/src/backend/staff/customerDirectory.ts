import { Context } from "effect"
import type { Effect, Option } from "effect"
import type { RepositoryError } from "../../errors.ts"
import type { CustomerQuery } from "../../staff/customerSearch.ts"
import type { StaffSlice } from "../../staff/staffPaging.ts"

/** A customer as the staff see them: the shop's user document (either provider's users). */
export interface CustomerRecord {
  readonly id: string
  readonly email: string
  readonly name: string | null
  /** Epoch ms. */
  readonly createdAt: number
  /** Epoch ms, null while active. */
  readonly deactivatedAt: number | null
}

export interface CustomerMatches {
  readonly customers: ReadonlyArray<CustomerRecord>
  /** Every match, not only the slice's. */
  readonly total: number
}

/**
 * The customers the staff search (core staff/customerSearch.ts says what matches): the shop's users
 * table, and the phones of the orders each owns. Newest account first (created, then id).
 */
export class CustomerDirectory extends Context.Service<
  CustomerDirectory,
  {
    readonly search: (query: CustomerQuery, slice: StaffSlice) => Effect.Effect<CustomerMatches, RepositoryError>
    /** None for an unknown id. */
    readonly byId: (id: string) => Effect.Effect<Option.Option<CustomerRecord>, RepositoryError>
  }
>()("@shop/core/backend/CustomerDirectory") {}
