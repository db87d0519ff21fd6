import "server-only"

/**
 * The client a request came from, as the socket boundary (web/server/boundary.mjs) resolved it: the
 * socket's peer address, or, only behind proxies named by TRUSTED_PROXIES, the address those proxies
 * forwarded. The boundary removes any value a client sent under this name before it sets its own, so
 * handlers never read a forwarded header themselves. "unknown" when the app runs without the boundary.
 */
export const clientAddressHeader = "x-shop-client-address"

export const clientAddress = (request: Request): string => request.headers.get(clientAddressHeader)?.trim() || "unknown"

/**
 * Whether the client is this machine: 127.0.0.0/8, ::1, or either written as an IPv4-mapped IPv6
 * address. "unknown" (no socket boundary) is not. Behind a reverse proxy on the same machine every
 * client looks like this unless TRUSTED_PROXIES names that proxy; see the outbox (auth/outbox.ts).
 */
export const isLoopbackAddress = (address: string): boolean => {
  const value = address.trim().toLowerCase()
  const v4 = value.startsWith("::ffff:") ? value.slice("::ffff:".length) : value
  if (/^127(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(v4)) return true
  return value === "::1" || value === "0:0:0:0:0:0:0:1"
}
