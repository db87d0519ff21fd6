import { Schema } from "effect"

/** The payout account a seller saved (SPEC 3); both parts stay null until the user fills them in. */
export const UserPayment = Schema.Struct({
  account_number: Schema.NullOr(Schema.String),
  name: Schema.NullOr(Schema.String)
})
export type UserPayment = typeof UserPayment.Type

/**
 * SPEC 3 current user, as the backend's user document holds it (snake_case kept: it is the wire shape).
 * `deactivated_at` is an ISO timestamp once the account is deactivated; SPEC 4 ends such a session.
 * `payment` is null for a user who never saved payout details.
 */
export const CurrentUser = Schema.Struct({
  id: Schema.String,
  deactivated_at: Schema.NullOr(Schema.String),
  payment: Schema.NullOr(UserPayment)
})
export type CurrentUser = typeof CurrentUser.Type

export const isDeactivated = (user: Pick<CurrentUser, "deactivated_at">): boolean => user.deactivated_at !== null
