import type { MarketCode } from "@shop/core/markets/index"
import { marketFromHost, type MarketHostConfig } from "../market/hosts.ts"

/** The header lookups a page has (Next's `headers()` answers a read-only Headers). */
export interface HeaderReader {
  readonly get: (name: string) => string | null
}

/**
 * The market of a page request: the host the shopper typed (behind a proxy `X-Forwarded-Host`, its
 * first entry), then the host table (src/market/hosts.ts). The same rule as the route handlers'
 * marketFromRequest, over the headers a Server Component can read.
 */
export const marketOfHeaders = (headers: HeaderReader, config: MarketHostConfig): MarketCode => {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim()
  return marketFromHost(forwarded !== undefined && forwarded !== "" ? forwarded : headers.get("host"), config)
}
