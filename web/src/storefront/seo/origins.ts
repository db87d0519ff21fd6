import { MarketCodes, type MarketCode } from "@shop/core/markets/index"
import { hostName, type MarketHostConfig } from "../../market/hosts.ts"

/**
 * The absolute origins of the storefronts, for canonical URLs, hreflang alternates, sitemaps and
 * robots.txt (issue 17, docs/decisions-seo.md). A page names its own market's origin and the other
 * markets' origins; which ones, from the request and the host settings (src/market/hosts.ts):
 * - a local name (`ro.localhost:4300`, `localhost:3000`): every market at `<market>.localhost`, same
 *   scheme and port, as local development and the e2e suite serve them;
 * - `MARKET_HOSTS` (production): each market at its first configured host, with the request's scheme
 *   (the boundary keeps `X-Forwarded-Proto` only from a trusted proxy) and port, so a canonical URL
 *   always names the configured host, whichever alias (or forged Host) the request came by;
 * - `MARKET=XX` (one market on every host): only that market, at its configured host or the
 *   request's, since the other markets' hosts are unknown to this deployment;
 * - anything else (an IP, an unknown host without MARKET_HOSTS): only the request's own origin.
 * Nothing of the visitor: the page cache keeps one HTML per host, and a host names one market.
 */
export interface RequestOrigin {
  readonly proto: "http" | "https"
  /** The Host the shopper typed (src/market/hosts.ts requestHost), with its port; null when absent. */
  readonly host: string | null
}

export type MarketOrigins = { readonly [M in MarketCode]: string | null }

const portOf = (host: string): string => {
  const trimmed = host.trim()
  const afterBracket = trimmed.startsWith("[") ? trimmed.slice(trimmed.indexOf("]") + 1) : trimmed
  const colon = afterBracket.lastIndexOf(":")
  if (colon === -1) return ""
  const port = afterBracket.slice(colon + 1)
  return /^\d{1,5}$/.test(port) ? `:${port}` : ""
}

const firstHostOf = (config: MarketHostConfig, market: MarketCode): string | null => {
  for (const [host, code] of config.hosts) if (code === market) return host
  return null
}

const onlyOne = (market: MarketCode, origin: string): MarketOrigins =>
  ({ RO: null, BG: null, HU: null, GR: null, [market]: origin })

/** Every market's origin as a page of `market` asked by `request` names it; the own market's is never null. */
export const marketOrigins = (market: MarketCode, request: RequestOrigin, config: MarketHostConfig): MarketOrigins => {
  const host = request.host ?? "localhost"
  const name = hostName(host)
  const port = portOf(host)
  const scheme = `${request.proto}://`
  const configured = (m: MarketCode): string | null => {
    const found = firstHostOf(config, m)
    return found === null ? null : `${scheme}${found}${port}`
  }
  if (config.single !== null) return onlyOne(market, configured(market) ?? `${scheme}${name}${port}`)
  if (name === "localhost" || name.endsWith(".localhost")) {
    const local = (m: MarketCode) => `${scheme}${m.toLowerCase()}.localhost${port}`
    return { RO: local("RO"), BG: local("BG"), HU: local("HU"), GR: local("GR") }
  }
  if (config.hosts.size > 0) {
    const origins = Object.fromEntries(MarketCodes.map((m) => [m, configured(m)])) as { [M in MarketCode]: string | null }
    return { ...origins, [market]: origins[market] ?? `${scheme}${name}${port}` }
  }
  return onlyOne(market, `${scheme}${name}${port}`)
}

/** The own market's origin (never null by construction of marketOrigins). */
export const ownOrigin = (market: MarketCode, origins: MarketOrigins): string => origins[market] ?? ""
