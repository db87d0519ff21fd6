import type { RemoteCartStoreError } from "@shop/core/ports/RemoteCartStore"
import { type ErrorAnswer, errorAnswer, unavailableAnswer } from "./errorAnswer.ts"

/**
 * The embedded remote cart's failures over HTTP (/api/carts/): a stored document that does not decode
 * is 409 `invalid-document` (RemoteCartStoreHttp reads it back as InvalidDocument); a store that cannot
 * be reached is 503 `unavailable` with Retry-After, so the browser tries again.
 */
export const remoteCartErrorAnswer = (error: Pick<RemoteCartStoreError, "reason">): ErrorAnswer =>
  error.reason === "InvalidDocument" ? errorAnswer(409, "invalid-document", "the stored cart does not decode") : unavailableAnswer
