import "server-only"
import { CatalogRepository } from "@shop/core/backend/index"
import type { CartLimitations } from "@shop/core/cart/limits"
import type { MarketCode } from "@shop/core/markets/index"
import { Effect } from "effect"
import { cache } from "react"
import { loadForPage } from "../../server/page.ts"

/** The market's cart limitations (SPEC 3/5), which the cart pages check with core's validateLimits. */
export const cartLimits = cache((market: MarketCode): Promise<CartLimitations> =>
  loadForPage(Effect.gen(function*() {
    const repo = yield* CatalogRepository
    return yield* repo.cartLimitations(market)
  }))
)
