import "server-only"

/**
 * The client a request came from, as the socket boundary (web/server/boundary.mjs) resolved it: the
 * socket's peer address, or, only behind proxies named by TRUSTED_PROXIES, the address those proxies
 * forwarded. The boundary removes any value a client sent under this name before it sets its own, so
 * handlers never read a forwarded header themselves. "unknown" when the app runs without the boundary.
 */
export const clientAddressHeader = "x-shop-client-address"

export const clientAddress = (request: Request): string => request.headers.get(clientAddressHeader)?.trim() || "unknown"
