import { mySettings, SettingsUpdate, updateSettings, type AccountSettings } from "@shop/core/backend/account/settings"
import { CorporateSeller } from "@shop/core/sell/payment"
import { Effect, Option, Schema } from "effect"
import { accountUser } from "../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

const SettingsView = Schema.Struct({
  name: Schema.NullOr(Schema.String),
  email: Schema.String,
  payout: Schema.NullOr(Schema.Struct({ accountNumber: Schema.String, name: Schema.String })),
  corporate: Schema.NullOr(CorporateSeller)
})

const view = (settings: AccountSettings) => ({
  name: settings.name,
  email: settings.email,
  payout: Option.getOrNull(settings.payout),
  corporate: Option.getOrNull(settings.corporate)
})

/** GET /api/account/settings/: the signed-in user's name, email, payout and corporate details (401 without a session). */
export const GET = route({
  signedIn: accountUser,
  response: SettingsView,
  handler: ({ user }) => Effect.map(mySettings(user.id), view)
})

/**
 * POST /api/account/settings/ `{ name, payout: { accountNumber, name } | null }`: saves the name and the
 * payout details (IBAN of the host's market). 422 `validation-failed` with the fields; nothing written then.
 */
export const POST = route({
  signedIn: accountUser,
  body: SettingsUpdate,
  response: SettingsView,
  handler: ({ user, market, body }) => Effect.map(updateSettings(user.id, market, body), view)
})

export const { PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET", "POST")
