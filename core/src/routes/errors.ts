import { Schema } from "effect"
import { MarketCode } from "../markets/market.ts"

/** The market has no page for this key (e.g. GR has no financing thank-you page). */
export class RouteUnavailable extends Schema.TaggedError<RouteUnavailable>()("RouteUnavailable", {
  market: MarketCode,
  key: Schema.String
}) {}

/**
 * A param cannot be written into the path: missing, not a slug, not a known category or sell
 * step, or a brand that would shadow a category or a reserved shop page.
 */
export class InvalidRouteParam extends Schema.TaggedError<InvalidRouteParam>()("InvalidRouteParam", {
  market: MarketCode,
  key: Schema.String,
  param: Schema.String
}) {}

export type RouteError = RouteUnavailable | InvalidRouteParam
