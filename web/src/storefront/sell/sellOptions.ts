import "server-only"
import { defaultSeedNumber, generateSeed } from "@shop/adapters/seed/index"
import type { MarketCode } from "@shop/core/markets/market"
import type { ConfigOption } from "./stepData.ts"


type Seed = ReturnType<typeof generateSeed>
let seed: Seed | undefined

/**
 * The backend serves no list of a model's config values yet (the lead is asked for a
 * `/api/sell/models/<id>/options/` call). Until then they come from the deterministic seed the
 * database was filled with (SEED_NUMBER), as the sell contract's provider state does; the option
 * ids do not depend on the seed number, so they match the database's.
 */
const theSeed = (): Seed => (seed ??= generateSeed(Number(process.env["SEED_NUMBER"] ?? defaultSeedNumber)))

/** The config values of a model in the market: its own options, plus the market's providers. */
export const configOptionsFor = (market: MarketCode, modelId: number): ReadonlyArray<ConfigOption> => {
  const s = theSeed()
  const own = s.sellOptions
    .filter((o) => o.familyId === modelId)
    .map((o) => ({ id: o.id, attribute: o.attribute, label: o.label }))
  const providers = s.sellProviders
    .filter((p) => p.markets.includes(market))
    .map((p) => ({ id: p.id, attribute: "provider" as const, label: p.name }))
  return [...own, ...providers]
}
