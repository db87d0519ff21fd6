// @ts-check
import proxyaddr from "proxy-addr"

/**
 * Who is on the other end of a request, and which forwarded headers to believe (issue 14: "trust
 * forwarded headers only when configured"). Next's own server keeps a client-sent X-Forwarded-For
 * as it is (`??=`), so a client could name any address it liked; here the socket decides.
 *
 * TRUSTED_PROXIES (Express's "trust proxy" values, through proxy-addr):
 * - unset, empty, `false` or `0`: no proxy is trusted; the client is the socket's peer and every
 *   X-Forwarded-* header a client sends is dropped;
 * - a number N: the N hops nearest to the server are proxies (a load balancer: 1);
 * - a list of addresses, subnets and the names `loopback`, `linklocal`, `uniquelocal`
 *   (`10.0.0.0/8,loopback`): those peers are proxies.
 * X-Forwarded-Host and X-Forwarded-Proto are believed only when the socket's peer is a trusted proxy.
 */

/** @typedef {(address: string, hop: number) => boolean} Trust */

/** @type {Trust} */
const trustNobody = () => false

/**
 * Reads TRUSTED_PROXIES. A malformed value is a start-up error: guessing would either trust a client
 * or lose the real addresses behind a proxy.
 * @param {string | undefined} setting
 * @returns {Trust}
 */
export const parseTrustedProxies = (setting) => {
  const value = (setting ?? "").trim()
  if (value === "" || value === "false" || value === "0") return trustNobody
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (!Number.isSafeInteger(hops) || hops > 32) throw new Error(`TRUSTED_PROXIES=${value}: a hop count is 0 to 32`)
    return (_address, hop) => hop < hops
  }
  const entries = value.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "")
  try {
    return proxyaddr.compile(entries)
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES=${value}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** The resolved client address as a header, for Next and its logs; the app reads it from the request context. */
export const clientAddressHeader = "x-shop-client-address"

const forwardedHeaders = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded", "x-real-ip"]

/**
 * The value the nearest proxy added: a proxy that appends to a header a client already sent leaves
 * the client's value first, so only the last one is the trusted proxy's own.
 * @param {string | undefined} value
 * @returns {string | undefined}
 */
const lastValue = (value) => {
  const last = value?.split(",").at(-1)?.trim()
  return last === undefined || last === "" ? undefined : last
}

/**
 * Rewrites the request's forwarded headers in place, before Next sees them: the client address the
 * trust setting allows (also as X-Forwarded-For, which Next and its logs read), and X-Forwarded-Host
 * / -Proto only from a trusted proxy. Anything a client sent under these names, or under the app's
 * own client-address header, is removed first.
 * @param {import("node:http").IncomingMessage} req
 * @param {Trust} trust
 * @returns {{ readonly address: string, readonly proto: "http" | "https", readonly host: string | undefined }}
 */
export const normalizeForwarded = (req, trust) => {
  const peer = req.socket.remoteAddress ?? "unknown"
  const fromProxy = peer !== "unknown" && trust(peer, 0)
  const address = peer === "unknown" ? peer : proxyaddr(req, trust)
  const forwardedProto = fromProxy ? lastValue(headerText(req.headers["x-forwarded-proto"]))?.toLowerCase() : undefined
  const forwardedHost = fromProxy ? lastValue(headerText(req.headers["x-forwarded-host"])) : undefined
  for (const name of [...forwardedHeaders, clientAddressHeader]) delete req.headers[name]
  const encrypted = "encrypted" in req.socket && req.socket.encrypted === true
  const proto = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : encrypted ? "https" : "http"
  req.headers[clientAddressHeader] = address
  req.headers["x-forwarded-for"] = address
  req.headers["x-forwarded-proto"] = proto
  if (forwardedHost !== undefined) req.headers["x-forwarded-host"] = forwardedHost
  return { address, proto, host: forwardedHost ?? req.headers.host }
}

/**
 * @param {string | Array<string> | undefined} value
 * @returns {string | undefined}
 */
const headerText = (value) => (Array.isArray(value) ? value.join(",") : value)
