import "server-only"
import type { MarketCode } from "@shop/core/markets/index"
import { headers } from "next/headers"
import { cache } from "react"
import { type HeaderReader, requestHost } from "../../market/hosts.ts"
import { loadMarketHostConfig } from "../../server/marketConfig.ts"
import { type MarketOrigins, marketOrigins } from "./origins.ts"

/**
 * The scheme of a request: the boundary (server/forwarded.mjs) always sets X-Forwarded-Proto, from
 * the socket or a trusted proxy only; without the boundary (next dev) it is plain http.
 */
const protoOf = (reader: HeaderReader): "http" | "https" => (reader.get("x-forwarded-proto") === "https" ? "https" : "http")

/** The storefronts' origins as a request names them (origins.ts), for a page, robots.txt or a sitemap. */
export const originsOfHeaders = (market: MarketCode, reader: HeaderReader): MarketOrigins =>
  marketOrigins(market, { proto: protoOf(reader), host: requestHost(reader) }, loadMarketHostConfig())

/** The page being rendered's origins; one lookup per request. */
export const requestOrigins = cache(async (market: MarketCode): Promise<MarketOrigins> => originsOfHeaders(market, await headers()))
