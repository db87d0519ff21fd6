import { ContactReceipt, ContactRequest, submitContactMessage } from "@shop/core/backend/contact/contactService"
import { route } from "../../../src/server/http.ts"
import { humanCheckContext } from "../../../src/server/humanCheck.ts"
import { notAllowedExcept } from "../../../src/server/methods.ts"

/**
 * POST /api/contact/ with `{ name, email, topic, orderNumber?, message, humanCheck }` (the help page's
 * contact form). Field errors and a failed human check are 422 `validation-failed` with `fields`; a
 * body that does not decode is 400; nothing is written on either. 201 with the message id. 429 with
 * Retry-After past the per-address limit.
 */
export const POST = route({
  body: ContactRequest,
  response: ContactReceipt,
  status: 201,
  limit: "contact",
  handler: ({ body, market, request }) => submitContactMessage(market, body, humanCheckContext(request))
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
