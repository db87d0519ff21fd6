import { MarketCode } from "@shop/core/markets/index"
import { Result, Schema } from "effect"

/**
 * Which storefront a request belongs to (DESIGN.md "Web"): paths carry no market prefix (RO and BG
 * both use /magazin/), so the host decides. Pure functions over the configuration; the server reads
 * the configuration once (MARKET, MARKET_HOSTS: src/server/settings.ts). Pages, server actions and
 * route handlers all decide with marketOfHeaders.
 */
export interface MarketHostConfig {
  /** `MARKET`: a single-market deployment answers every host as this market. */
  readonly single: MarketCode | null
  /** `MARKET_HOSTS`: production host names, lower case, without port. */
  readonly hosts: ReadonlyMap<string, MarketCode>
}

/** Local development and unknown hosts: Romania, the first market of the shop. */
export const DEFAULT_MARKET: MarketCode = "RO"

export const emptyHostConfig: MarketHostConfig = { single: null, hosts: new Map() }

const HostName = Schema.String.check(
  Schema.isPattern(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/)
)
const HostEntry = Schema.Tuple([HostName, MarketCode])
const decodeEntry = Schema.decodeUnknownResult(HostEntry)

/**
 * Parses `MARKET_HOSTS`, e.g. `shop.ro=RO,shop.bg=BG,www.shop.hu=HU`. Spaces around entries are
 * ignored and host names are case-insensitive. A malformed entry is an error (a typo must not send
 * Hungarian shoppers to the Romanian shop silently).
 */
export const parseMarketHosts = (text: string): Result.Result<ReadonlyMap<string, MarketCode>, string> => {
  const hosts = new Map<string, MarketCode>()
  for (const raw of text.split(",")) {
    const entry = raw.trim()
    if (entry === "") continue
    const [host = "", code = "", ...rest] = entry.split("=").map((part) => part.trim())
    const decoded = rest.length > 0 ? undefined : decodeEntry([host.toLowerCase(), code.toUpperCase()])
    if (decoded === undefined || Result.isFailure(decoded)) {
      return Result.fail(`MARKET_HOSTS entry "${entry}" is not host=RO|BG|HU|GR`)
    }
    hosts.set(decoded.success[0], decoded.success[1])
  }
  return Result.succeed(hosts)
}

const decodeCode = Schema.decodeUnknownResult(MarketCode)

/** Parses `MARKET`: empty for none, else a market code in any case. */
export const parseSingleMarket = (text: string): Result.Result<MarketCode | null, string> => {
  const trimmed = text.trim()
  if (trimmed === "") return Result.succeed(null)
  const code = decodeCode(trimmed.toUpperCase())
  return Result.isSuccess(code) ? Result.succeed(code.success) : Result.fail(`MARKET "${text}" is not RO, BG, HU or GR`)
}

/** `Host` header value without port, lower case; IPv6 literals keep their brackets. */
export const hostName = (host: string): string => {
  const trimmed = host.trim().toLowerCase()
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1)
  const colon = trimmed.indexOf(":")
  return (colon === -1 ? trimmed : trimmed.slice(0, colon)).replace(/\.$/, "")
}

/** `ro.localhost`, `bg.localhost:3000`, ... : the first label names the market (any port). */
const localMarket = (name: string): MarketCode | null => {
  if (!name.endsWith(".localhost")) return null
  const label = name.slice(0, -".localhost".length).split(".").at(-1) ?? ""
  const decoded = decodeCode(label.toUpperCase())
  return Result.isSuccess(decoded) ? decoded.success : null
}

/**
 * The market of a host, in order: the single `MARKET` setting, the configured host table, the
 * `<market>.localhost` names of local development, and otherwise RO (DEFAULT_MARKET), so plain
 * `localhost` and tools that call the API by IP still get a shop.
 */
export const marketFromHost = (host: string | null, config: MarketHostConfig): MarketCode => {
  if (config.single !== null) return config.single
  if (host === null) return DEFAULT_MARKET
  const name = hostName(host)
  return config.hosts.get(name) ?? localMarket(name) ?? DEFAULT_MARKET
}

/** The header lookups a request has: Next's `headers()` in pages and actions, a Request's headers in handlers. */
export interface HeaderReader {
  readonly get: (name: string) => string | null
}

/**
 * The host the shopper typed: behind a proxy `X-Forwarded-Host` (its first entry; the socket
 * boundary, web/server/forwarded.mjs, keeps it only from a trusted proxy), else `Host`. A forwarded
 * host that is empty names nothing, so `Host` decides.
 */
export const requestHost = (headers: HeaderReader): string | null => {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim()
  return forwarded !== undefined && forwarded !== "" ? forwarded : headers.get("host")
}

/** The market of a request: the one rule of pages, server actions and route handlers. */
export const marketOfHeaders = (headers: HeaderReader, config: MarketHostConfig): MarketCode =>
  marketFromHost(requestHost(headers), config)

/** A name only this machine answers to: `localhost`, `<market>.localhost`, a loopback address. */
export const isLocalName = (name: string): boolean =>
  name === "localhost" || name.endsWith(".localhost") || name === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)

/**
 * The origin a link in a mail may carry (the reset link), for a request to `url`: its own origin when
 * its host is one the shop serves (the configured table, or a local name), else the configured host
 * of the request's market, else none. A mail must never point where a forged Host header says
 * (reset-link poisoning: the victim's link would hand their token to the attacker's site).
 */
export const mailLinkOrigin = (url: URL, config: MarketHostConfig): string | null => {
  const name = hostName(url.host)
  if (config.hosts.has(name) || isLocalName(name)) return url.origin
  const market = marketFromHost(url.host, config)
  for (const [host, code] of config.hosts) if (code === market) return `${url.protocol}//${host}`
  return null
}
