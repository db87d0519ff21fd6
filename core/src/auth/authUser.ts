import { Schema } from "effect"

/**
 * Who the identity provider says is signed in. Distinct from `CurrentUser`, the shop's own user
 * document: the provider knows credentials, the shop knows deactivation and payout details.
 */
export const AuthUser = Schema.Struct({
  uid: Schema.String,
  email: Schema.String,
  displayName: Schema.NullOr(Schema.String)
})
export type AuthUser = typeof AuthUser.Type
