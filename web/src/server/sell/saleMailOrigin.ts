import type { MarketCode } from "@shop/core/markets/index"
import { type HeaderReader, hostName, isLocalName, type MarketHostConfig, requestHost } from "../../market/hosts.ts"

const portOf = (host: string): string => {
  const match = /:(\d{1,5})$/.exec(host.trim())
  return match === null ? "" : `:${match[1]}`
}

/**
 * The origin a seller's mail links their sale with, for a sale of `market`, told while handling a
 * request (`reader`: a staff member's move, the seller's own answer) or not (null: a background lapse):
 * - the market's first configured host (MARKET_HOSTS), https (http only for a request said to be http);
 * - a request to a local name (`ro.localhost:3000`, as development and the e2e serve the shop): the
 *   market's own `<market>.localhost`, same port (http unless the request said https);
 * - anything else: none, and the mail names the account's My sales instead. A Host header is never
 *   trusted for a link (reset-link poisoning, src/market/hosts.ts mailLinkOrigin): the staff console's
 *   request does not even belong to the sale's market.
 */
export const saleMailOrigin = (market: MarketCode, reader: HeaderReader | null, config: MarketHostConfig): string | null => {
  // The boundary (server/forwarded.mjs) always sets X-Forwarded-Proto; only a request said to be plain http is.
  const proto = reader?.get("x-forwarded-proto") === "http" ? "http" : "https"
  for (const [host, code] of config.hosts) if (code === market) return `${proto}://${host}`
  const host = reader === null ? null : requestHost(reader)
  if (host === null || !isLocalName(hostName(host))) return null
  const localProto = reader?.get("x-forwarded-proto") === "https" ? "https" : "http"
  return `${localProto}://${market.toLowerCase()}.localhost${portOf(host)}`
}
