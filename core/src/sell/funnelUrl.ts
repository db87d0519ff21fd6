import { Result } from "effect"
import type { CategoryId } from "../catalog/category.ts"
import type { MarketCode } from "../markets/market.ts"
import type { RouteError } from "../routes/errors.ts"
import { buildPath } from "../routes/router.ts"
import { encodeFunnelQuery } from "./funnelQuery.ts"
import type { FunnelState } from "./funnelState.ts"
import { startFunnel } from "./transitions.ts"

/**
 * A funnel state's URL: the step in the path (`/sell/phone-defects/`, SPEC 2.1), the devices in
 * the query string (SPEC 2.5). decodeFunnel(step, search) reads it back.
 */
export const funnelPath = (market: MarketCode, state: FunnelState): Result.Result<string, RouteError> =>
  Result.map(buildPath(market, "sellStep", { step: state.step }), (path) => {
    const query = encodeFunnelQuery(state)
    return query === "" ? path : `${path}?${query}`
  })

/**
 * Where "start" on the sell landing leads (SPEC 2.5: the sell route at brand/), e.g.
 * `/sell/brand/?0.category=1`. Without a category, a smartphone (see startFunnel).
 */
export const funnelStartPath = (market: MarketCode, category?: CategoryId): Result.Result<string, RouteError> =>
  funnelPath(market, startFunnel(category))
