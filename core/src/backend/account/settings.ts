import { Effect, Option, Result, Schema } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import { validateIban } from "../../validation/iban.ts"
import { compactCode } from "../../validation/normalize.ts"
import { validatePassword } from "../../validation/password.ts"
import { firstFailure } from "../../validation/check.ts"
import { validatePersonName } from "../../validation/marketFields.ts"
import { validateMaxLength, validateName } from "../../validation/text.ts"
import type { IdentityError } from "../../auth/identityError.ts"
import { CustomTokenIssuer, type Identity } from "../../ports/Identity.ts"
import { type SessionRepository, UserRepository } from "../auth/ports.ts"
import { endSignInsAfterPasswordChange, issueSessionToken } from "../auth/sessions.ts"
import type { RateLimitStore } from "../ports/RateLimitStore.ts"
import type { SecretTokens } from "../ports/SecretTokens.ts"
import { reauthenticate } from "./reauthenticate.ts"
import { notFound, ValidationFailed, type NotFound, type RepositoryError } from "../../errors.ts"
import { AccountProfileRepository, type CorporateDetails, type PayoutDetails } from "./profilePorts.ts"

/** The settings page's data: the user's name and email, the payout and corporate details (none until given). */
export interface AccountSettings {
  readonly name: string | null
  readonly email: string
  readonly payout: Option.Option<PayoutDetails>
  readonly corporate: Option.Option<CorporateDetails>
}

export const SettingsUpdate = Schema.Struct({
  name: Schema.String,
  payout: Schema.NullOr(Schema.Struct({ accountNumber: Schema.String, name: Schema.String }))
})
export type SettingsUpdate = typeof SettingsUpdate.Type

export const PasswordChange = Schema.Struct({ currentPassword: Schema.String, newPassword: Schema.String })
export type PasswordChange = typeof PasswordChange.Type

/** The longest name or account holder the settings keep. */
export const settingsNameMaxLength = 200

const failWith = (fields: Record<string, string>) =>
  Effect.fail(new ValidationFailed({ fields, message: "the settings are not valid" }))

export const mySettings = Effect.fn("Account.mySettings")(function*(
  userId: string
): Effect.fn.Return<AccountSettings, NotFound | RepositoryError, UserRepository | AccountProfileRepository> {
  const user = yield* (yield* UserRepository).findById(userId)
  if (Option.isNone(user)) return yield* Effect.fail(notFound("user", userId))
  const profiles = yield* AccountProfileRepository
  const payout = yield* profiles.payoutOf(userId)
  const corporate = yield* profiles.corporateOf(userId)
  return { name: user.value.name, email: user.value.email, payout, corporate }
})

/**
 * Saves the name and the payout details: the name by core's name rule; the account number as an
 * IBAN of the market (country, length, checksum) kept compact and upper-case; the account holder by
 * the name rule. `payout: null` leaves the payout details as they are. Nothing is written on failure.
 */
export const updateSettings = Effect.fn("Account.updateSettings")(function*(
  userId: string,
  market: MarketCode,
  update: SettingsUpdate
): Effect.fn.Return<AccountSettings, NotFound | ValidationFailed | RepositoryError, UserRepository | AccountProfileRepository> {
  const fields: Record<string, string> = {}
  const name = update.name.trim().replace(/\s+/gu, " ")
  const nameCheck = firstFailure(() => validateMaxLength(name, settingsNameMaxLength), () => validateName(name))
  if (Option.isSome(nameCheck)) fields["name"] = nameCheck.value
  const payout = update.payout === null ? null : {
    accountNumber: compactCode(update.payout.accountNumber),
    name: update.payout.name.trim().replace(/\s+/gu, " ")
  }
  if (payout !== null) {
    const iban = validateIban(market, payout.accountNumber)
    if (Option.isSome(iban)) fields["payout.accountNumber"] = iban.value
    // The sell funnel's account-holder rule, so a payout saved here is never refused at a sale.
    const holder = firstFailure(() => validateMaxLength(payout.name, settingsNameMaxLength), () => validatePersonName(market, payout.name))
    if (Option.isSome(holder)) fields["payout.name"] = holder.value
  }
  if (Object.keys(fields).length > 0) return yield* failWith(fields)
  const profiles = yield* AccountProfileRepository
  if (!(yield* profiles.setName(userId, name))) return yield* Effect.fail(notFound("user", userId))
  if (payout !== null) yield* profiles.setPayout(userId, payout)
  const settings = yield* mySettings(userId)
  return { ...settings, name }
})

/**
 * Changes the password of a signed-in user: `reauthenticate` with the current one (the provider's
 * password check under the login limit; refused: `currentPassword`), the new one must pass the
 * product's password policy (`newPassword`), then the provider stores it
 * (CustomTokenIssuer.updatePassword: the embedded users table's hash, or Firebase's user). Too many
 * attempts stay `too-many-requests` (an IdentityError), not a field. Then every session of the user
 * ends (issue 14), the provider's too: whoever else held one (a stolen cookie, a forgotten device) is
 * signed out, the browser that made the change too: it stays signed in with a NEW session, answered
 * here for its cookie: a session started before the change would be ended by the provider's check of its
 * next renewal (passwordChangedAt, sessions.ts), and a new token after a privilege change is the
 * rule anyway. The user's reset links end too: one mailed before would set a password of its own
 * after this one.
 */
export const changePassword = Effect.fn("Account.changePassword")(function*(
  userId: string,
  change: PasswordChange,
  clientAddress: string
): Effect.fn.Return<
  string,
  NotFound | ValidationFailed | IdentityError | RepositoryError,
  UserRepository | Identity | RateLimitStore | CustomTokenIssuer | SessionRepository | SecretTokens
> {
  const user = yield* (yield* UserRepository).findById(userId)
  if (Option.isNone(user)) return yield* Effect.fail(notFound("user", userId))
  const fields: Record<string, string> = {}
  const reauthenticated = yield* Effect.result(reauthenticate(user.value, change.currentPassword.slice(0, 1024), clientAddress))
  if (Result.isFailure(reauthenticated)) {
    const failure = reauthenticated.failure
    if (failure._tag !== "IdentityError" || failure.code !== "requires-recent-login") return yield* Effect.fail(failure)
    fields["currentPassword"] = "invalid-credentials"
  }
  const policy = validatePassword(change.newPassword)
  if (Option.isSome(policy)) fields["newPassword"] = policy.value
  if (Object.keys(fields).length > 0) return yield* failWith(fields)
  yield* (yield* CustomTokenIssuer).updatePassword(userId, change.newPassword)
  yield* endSignInsAfterPasswordChange(userId)
  return yield* issueSessionToken(userId)
})
