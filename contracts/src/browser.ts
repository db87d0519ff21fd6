import { MatchersV3 } from "@pact-foundation/pact"
import type { Fetch } from "@shop/adapters/http/fetchJson"
import { identityErrorAnswer } from "@shop/adapters/http/identityErrorAnswer"
import type { IdentityErrorCode } from "@shop/core/auth/identityError"
import { exact } from "./loose.ts"

/**
 * What the signed-in pacts share. The browser sends its cookies itself (same-origin); a consumer test's
 * adapter gets a fetch that adds the `Cookie` header a browser holding them would send.
 */
export const browserWith = (cookie: string | undefined): Fetch => (input, init) =>
  globalThis.fetch(input, cookie === undefined ? init : { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } })

/**
 * The auth calls' error body for an identity code, as the server writes it (adapters http/identityErrorAnswer.ts):
 * the code and its translation key pinned, the message by type.
 */
export const identityErrorBody = (code: IdentityErrorCode) => {
  const { body } = identityErrorAnswer({ code })
  return { error: exact(code), message: MatchersV3.string(body.message), key: exact(body.key) }
}
