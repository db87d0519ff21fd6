import { Schema } from "effect"
import { AuthUser } from "../../auth/authUser.ts"
import { CurrentUser } from "../../auth/currentUser.ts"

/**
 * Bodies and answers of the auth calls (web/app/api/auth/*). Lengths only bound the input: the rules
 * (email shape, password policy) are the accounts programs', which answer the spec's error codes.
 * A password may be up to 512 UTF-16 units here so the policy (128 code points) decides, not the decoder.
 */
const Email = Schema.String.check(Schema.isMaxLength(254))
const Password = Schema.String.check(Schema.isMaxLength(512))

export const LoginBody = Schema.Struct({ email: Email, password: Password })
export type LoginBody = typeof LoginBody.Type

export const RegisterBody = Schema.Struct({ email: Email, password: Password, name: Schema.String.check(Schema.isMaxLength(200)) })
export type RegisterBody = typeof RegisterBody.Type

export const ForgotBody = Schema.Struct({ email: Email })
export type ForgotBody = typeof ForgotBody.Type

export const ResetBody = Schema.Struct({ token: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(4096)), password: Password })
export type ResetBody = typeof ResetBody.Type

/** A sign-in's answer: who is signed in (the custom token goes in the auth cookie, not here). */
export const SignedInAnswer = Schema.Struct({ user: AuthUser, currentUser: CurrentUser })

/** GET /api/auth/session/: core's session decision, and the user when one is signed in and active. */
export const SessionAnswer = Schema.Struct({
  decision: Schema.Literals(["keep", "logout-deactivated", "sign-out-and-clear-cart", "sign-in-with-custom-token", "anonymous"]),
  user: Schema.NullOr(AuthUser),
  currentUser: Schema.NullOr(CurrentUser)
})
