import "server-only"
import type { MarketCode } from "@shop/core/markets/index"
import type { HeaderReader, MarketHostConfig } from "../market/hosts.ts"
import { marketOfHeaders } from "../market/hosts.ts"
import { serverSettings } from "./settings.ts"

/**
 * The market settings of the deployment, as the server runtime read them (settings.ts):
 * - `MARKET=HU`: a single-market deployment (every host is that market);
 * - `MARKET_HOSTS=shop.ro=RO,shop.bg=BG,...`: the production host table;
 * - neither: `<market>.localhost` locally, every other host is RO.
 * A malformed value fails at start, naming the setting and the entry.
 */
export const loadMarketHostConfig = (): MarketHostConfig => serverSettings().markets

/**
 * A route handler's request as the headers a page has: the same lookups, and for a request that
 * carries no `Host` header (one built from a URL alone, as tests do) the host of its URL, which
 * Next builds from that header anyway.
 */
const headersOfRequest = (request: Request): HeaderReader => ({
  get: (name) => request.headers.get(name) ?? (name.toLowerCase() === "host" ? new URL(request.url).host : null)
})

/** The market a route handler's request belongs to: the pages' rule (src/market/hosts.ts marketOfHeaders). */
export const marketFromRequest = (request: Request): MarketCode => marketOfHeaders(headersOfRequest(request), loadMarketHostConfig())
