import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { CorporateSeller } from "../../sell/payment.ts"
import type { RepositoryError } from "../../errors.ts"

/** Where the shop pays the user for sales: an account number (IBAN) and the account holder's name. */
export interface PayoutDetails {
  readonly accountNumber: string
  readonly name: string
}

/**
 * The company a user sells as (SPEC 3 corporate seller: name, fiscalCode, registrationNumber, email,
 * phoneNumber, iban, county, city), kept in the settings to prefill the payout of a sale.
 */
export type CorporateDetails = CorporateSeller

/**
 * The account settings stored on the user (users.name, users.payment_account_number,
 * users.payment_name) and the user's corporate details (one row per user). Unknown user ids change
 * nothing (false).
 */
export interface AccountProfileRepositoryShape {
  readonly payoutOf: (userId: string) => Effect.Effect<Option.Option<PayoutDetails>, RepositoryError>
  readonly setName: (userId: string, name: string) => Effect.Effect<boolean, RepositoryError>
  readonly setPayout: (userId: string, payout: PayoutDetails | null) => Effect.Effect<boolean, RepositoryError>
  readonly corporateOf: (userId: string) => Effect.Effect<Option.Option<CorporateDetails>, RepositoryError>
  /** Replaces the user's corporate details; null removes them. */
  readonly setCorporate: (userId: string, details: CorporateDetails | null) => Effect.Effect<boolean, RepositoryError>
}

export class AccountProfileRepository extends Context.Service<AccountProfileRepository, AccountProfileRepositoryShape>()(
  "@shop/core/AccountProfileRepository"
) {}
