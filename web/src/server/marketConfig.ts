import "server-only"
import { MarketCode } from "@shop/core/markets/index"
import { Config, ConfigProvider, Effect, Result, Schema } from "effect"
import type { MarketHostConfig } from "../market/hosts.ts"
import { marketFromHost, parseMarketHosts } from "../market/hosts.ts"

/**
 * The market settings of the deployment, read once per process from the environment:
 * - `MARKET=HU`: a single-market deployment (every host is that market);
 * - `MARKET_HOSTS=shop.ro=RO,shop.bg=BG,...`: the production host table;
 * - neither: `<market>.localhost` locally, every other host is RO.
 */
const decodeMarket = Schema.decodeUnknownResult(MarketCode)

const settings = Config.all({
  single: Config.withDefault(Config.String("MARKET"), ""),
  hosts: Config.withDefault(Config.String("MARKET_HOSTS"), "")
})

/** Reads and checks the settings; a malformed table is a start-up defect, reported with the entry. */
export const readMarketHostConfig: Effect.Effect<MarketHostConfig, Config.ConfigError> = Effect.gen(function*() {
  const { hosts, single } = yield* settings
  const parsed = parseMarketHosts(hosts)
  if (Result.isFailure(parsed)) return yield* Effect.die(new Error(parsed.failure))
  if (single.trim() === "") return { single: null, hosts: parsed.success }
  const code = decodeMarket(single.trim().toUpperCase())
  if (Result.isFailure(code)) return yield* Effect.die(new Error(`MARKET "${single}" is not RO, BG, HU or GR`))
  return { single: code.success, hosts: parsed.success }
})

const cache = globalThis as typeof globalThis & { __shopMarketHostConfig?: MarketHostConfig }

/** The configuration, loaded on first use; a bad setting fails loudly at the first request. */
export const loadMarketHostConfig = (): MarketHostConfig =>
  (cache.__shopMarketHostConfig ??= Effect.runSync(
    // A fresh view of process.env: Effect's default provider keeps the first snapshot it took.
    Effect.provideService(readMarketHostConfig, ConfigProvider.ConfigProvider, ConfigProvider.fromEnv())
  ))

/** Forgets the loaded configuration (tests change the environment between cases). */
export const resetMarketHostConfig = (): void => {
  delete cache.__shopMarketHostConfig
}

/**
 * The market a request belongs to, from its host. Behind a proxy, `X-Forwarded-Host` names the
 * host the shopper typed; Next passes it through.
 */
export const marketFromRequest = (request: Request): MarketCode =>
  marketFromHost(
    request.headers.get("x-forwarded-host")?.split(",")[0] ?? request.headers.get("host") ?? new URL(request.url).host,
    loadMarketHostConfig()
  )
