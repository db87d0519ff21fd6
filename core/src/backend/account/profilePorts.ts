import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { RepositoryError } from "../errors.ts"

/** Where the shop pays the user for sales: an account number (IBAN) and the account holder's name. */
export interface PayoutDetails {
  readonly accountNumber: string
  readonly name: string
}

/**
 * The account settings stored on the user (users.name, users.payment_account_number,
 * users.payment_name). Unknown user ids change nothing (false).
 */
export interface AccountProfileRepositoryShape {
  readonly payoutOf: (userId: string) => Effect.Effect<Option.Option<PayoutDetails>, RepositoryError>
  readonly setName: (userId: string, name: string) => Effect.Effect<boolean, RepositoryError>
  readonly setPayout: (userId: string, payout: PayoutDetails | null) => Effect.Effect<boolean, RepositoryError>
}

export class AccountProfileRepository extends Context.Service<AccountProfileRepository, AccountProfileRepositoryShape>()(
  "@shop/core/AccountProfileRepository"
) {}
