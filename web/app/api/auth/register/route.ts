import { RegisterBody, SignedInAnswer } from "@shop/core/backend/auth/requests"
import { Effect, Schema } from "effect"
import { register } from "../../../../src/server/auth/flows.ts"
import { route } from "../../../../src/server/http.ts"
import { requireHumanCheck } from "../../../../src/server/humanCheck.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/** The registration body with the human check's token (issue 8: registration is checked). */
const RegisterWithCheck = Schema.Struct({
  ...RegisterBody.fields,
  humanCheck: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(20_000))))
})

/**
 * POST /api/auth/register/ { email, password, name, humanCheck }: the per-address limit (429 with
 * Retry-After: a registration says whether an email is in use), the human check (422
 * `fields.humanCheck` and nothing written when it fails), then 201 { user, currentUser } and the session cookies.
 */
export const POST = route({
  body: RegisterWithCheck,
  limit: "register",
  status: 201,
  response: SignedInAnswer,
  handler: ({ request, url, body }) => {
    const { humanCheck, ...account } = body
    return Effect.andThen(requireHumanCheck(request, humanCheck, "register"), register(request, url, account))
  }
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
