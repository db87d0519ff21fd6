import { fingerprintOf } from "../../orders/fingerprint.ts"
import type { SellOrderPayload } from "../../sell/sellOrder.ts"

/**
 * A sell order's idempotency key (the `Idempotency-Key` header or the body's `idempotencyKey`, as
 * for shop orders; core IdempotencyKey) and the fingerprint of the request it came with. The same
 * key with the same request answers the first sell order; with another request it is
 * `idempotency-conflict` (409). The key is unique across markets (the payload names the market).
 */
export interface SellOrderIdempotency {
  readonly key: string
  readonly fingerprint: string
}

/** The payload as the seller sent it (before the server rebuilt it), hashed. */
export const sellOrderFingerprint = (payload: SellOrderPayload): string => fingerprintOf(payload)

export const sellOrderIdempotency = (key: string, payload: SellOrderPayload): SellOrderIdempotency => ({
  key,
  fingerprint: sellOrderFingerprint(payload)
})
