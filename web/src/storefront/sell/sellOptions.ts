import "server-only"
import { sellModelOptions } from "@shop/core/backend/index"
import type { MarketCode } from "@shop/core/markets/market"
import { Effect } from "effect"
import { loadForPage } from "../../server/page.ts"
import type { ConfigOption } from "./stepData.ts"

/**
 * The config values of a model in the market: its own options, then the market's providers (the
 * backend's `/api/sell/models/<id>/options/`). A model the market does not buy has none, rather than
 * a 404: the funnel's own URL named it, and its quote step says the model is not accepted.
 */
export const configOptionsFor = (market: MarketCode, modelId: number): Promise<ReadonlyArray<ConfigOption>> =>
  loadForPage(
    sellModelOptions(market, modelId).pipe(
      Effect.catchTag("NotFound", () => Effect.succeed<ReadonlyArray<ConfigOption>>([]))
    )
  )
