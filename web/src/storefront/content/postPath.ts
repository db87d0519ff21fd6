import type { MarketCode } from "@shop/core/markets/index"
import { buildPath, pathOf } from "@shop/core/routes/index"
import { Result } from "effect"

/** A post's page; a slug the route table refuses (none of ours: the loader checks slugs) falls back to the blog. */
export const postPath = (market: MarketCode, slug: string): string =>
  Result.getOrElse(buildPath(market, "blogPost", { slug }), () => pathOf(market, "blog"))
