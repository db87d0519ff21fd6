import "server-only"
import ipaddr from "ipaddr.js"
import { boundaryContext } from "./requestContext.ts"

/**
 * The client a request came from, as the socket boundary (web/server/boundary.mjs) resolved it: the
 * socket's peer address, or, only behind proxies named by TRUSTED_PROXIES, the address those proxies
 * forwarded. It travels in the boundary's request context, which no client can write. The header of
 * the same name is believed only where route-handler tests, which run without the boundary, set
 * `globalThis.__shopTrustClientAddressHeader` (web/test/setup.ts); never in a server. "unknown"
 * without the boundary.
 */
export const clientAddressHeader = "x-shop-client-address"

const testFlag = "__shopTrustClientAddressHeader"

export const clientAddress = (request: Request): string => {
  const context = boundaryContext()
  if (context !== undefined) return context.clientAddress.trim() || "unknown"
  if (Reflect.get(globalThis, testFlag) !== true) return "unknown"
  return request.headers.get(clientAddressHeader)?.trim() || "unknown"
}

/**
 * Whether the client is this machine: 127.0.0.0/8, ::1, or either written as an IPv4-mapped IPv6
 * address. "unknown" (no socket boundary) is not. Behind a reverse proxy on the same machine every
 * client looks like this unless TRUSTED_PROXIES names that proxy; see the outbox (auth/outbox.ts).
 */
export const isLoopbackAddress = (address: string): boolean =>
  ipaddr.isValid(address.trim()) && ipaddr.process(address.trim()).range() === "loopback"

/**
 * The key a per-address rate limit counts a client under: an IPv4 address as it is (an IPv4-mapped
 * IPv6 address as its IPv4), an IPv6 address by its /64 network. One home connection or phone gets a
 * whole /64 and can pick a new address in it for every request; per /128, it would never be limited.
 */
export const limitKeyOf = (address: string): string => {
  if (!ipaddr.isValid(address)) return address.trim() === "" ? "unknown" : address.trim()
  const parsed = ipaddr.process(address)
  return parsed.kind() === "ipv4" ? parsed.toString() : `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`
}

/** The request's client as the per-address rate limits key it (limitKeyOf). */
export const clientLimitKey = (request: Request): string => limitKeyOf(clientAddress(request))
