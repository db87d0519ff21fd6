import type { PlaceOrderRequest } from "./placeOrderRequest.ts"

/**
 * cyrb53 (a public-domain 53-bit string hash): enough to tell two requests under one idempotency key
 * apart; it is not a security measure, the key itself is what the client owns.
 */
const cyrb53 = (text: string, seed = 0): number => {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/** Sorts object keys so the same request always serialises the same way. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical)
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])])
    )
  }
  return value
}

/**
 * A digest of a decoded request (any JSON value; object keys in any order give the same digest).
 * Orders and sell orders store it next to their idempotency key.
 */
export const fingerprintOf = (value: unknown): string => {
  const text = JSON.stringify(canonical(value))
  return `v1-${cyrb53(text).toString(16)}-${cyrb53(text, 1).toString(16)}`
}

/** The decoded request minus its idempotency key, hashed; stored with the order. */
export const requestFingerprint = (request: PlaceOrderRequest): string => {
  const { idempotencyKey: _key, ...rest } = request
  return fingerprintOf(rest)
}
