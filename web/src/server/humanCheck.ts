import "server-only"
import { humanCheckField, requireHuman } from "@shop/core/backend/contact/requireHuman"
import type { RepositoryError, ValidationFailed } from "@shop/core/errors"
import type { HumanCheckContext, HumanVerification } from "@shop/core/ports/HumanVerification"
import { Effect } from "effect"
import { clientAddress } from "./clientAddress.ts"
import { Settings } from "./settings.ts"

/**
 * The server side of the human check (SPEC 7), for route handlers. Forms send the HumanCheck widget's
 * token as `humanCheck` in their JSON body; the handler calls `requireHumanCheck(request, token)`
 * before anything is written. A failure is ValidationFailed (422) with `fields.humanCheck =
 * "human-check-failed"`, which the forms show under the widget.
 *
 * The contact and review services already call it (core backend/contact/requireHuman.ts). Sell
 * orders and register use it as described in docs/decisions-forms.md ("Human check on sell orders").
 */
export { humanCheckField }

/** The client address for the provider's records, when the socket boundary resolved one. */
export const humanCheckContext = (request: Request, action?: string): HumanCheckContext => {
  const address = clientAddress(request)
  return { remoteIp: address === "unknown" ? undefined : address, action }
}

export const requireHumanCheck = (
  request: Request,
  token: string | null | undefined,
  action?: string
): Effect.Effect<void, ValidationFailed | RepositoryError, HumanVerification> => requireHuman(token, humanCheckContext(request, action))

/**
 * The check on POST /api/sell/orders/ (issue 8: sell-order submission is checked), with the body's
 * `humanCheck`. HUMAN_CHECK_SELL_ORDERS=off turns it off for a deployment whose sell orders come from a
 * trusted backend (the Pact provider verification replays recorded requests, which carry no live token).
 */
export const sellOrderHumanCheck = (
  request: Request,
  token: string | null | undefined
): Effect.Effect<void, ValidationFailed | RepositoryError, HumanVerification | Settings> =>
  Effect.gen(function* () {
    if (!(yield* Settings).sellOrdersHumanCheck) return
    yield* requireHumanCheck(request, token, "sell-order")
  })
