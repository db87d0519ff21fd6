// Figures for the README's performance section: run `npm run bench`. Never a pass/fail on speed.
import { Effect, Option, Schema } from "effect"
import * as fc from "fast-check"
import { bench, describe } from "vitest"
import { CartRefreshResponse } from "../src/cart/refresh/response.ts"
import { mergeCarts } from "../src/cart/merge.ts"
import { reconcile } from "../src/cart/refresh/reconcile.ts"
import { refreshCart } from "../src/cart/refresh/refreshCart.ts"
import { MarketCodes } from "../src/markets/market.ts"
import { allRouteKeys, buildPath, resolvePath, routeAvailable } from "../src/routes/index.ts"
import { decodeFunnelQuery, encodeFunnelQuery, funnelContext, nextStep } from "../src/sell/index.ts"
import { cartStateArb } from "../test/support/cartArbitraries.ts"
import { refreshResponseArb } from "../test/cart/refresh/responseArbitraries.ts"
import { arbFunnelState, arbSession } from "../test/support/sellArbitraries.ts"

const seed = 20261122
const sample = <A>(arb: fc.Arbitrary<A>, n: number): ReadonlyArray<A> => fc.sample(arb, { seed, numRuns: n })

const carts = sample(cartStateArb({ minLines: 50, maxLines: 50 }), 20)
const pairs = carts.map((c, i) => [c, carts[(i + 1) % carts.length]!] as const)
const refreshes = carts.map((c) => [c, sample(refreshResponseArb(c), 1)[0]!] as const)
const encodedRefreshes = refreshes.map(([c, r]) => [c, Schema.encodeSync(CartRefreshResponse)(r)] as const)

describe("cart, 50-line carts", () => {
  let i = 0
  bench("mergeCarts(local 50 lines, remote 50 lines)", () => {
    const [a, b] = pairs[i++ % pairs.length]!
    mergeCarts(a, b)
  })
  bench("reconcile (refresh rules on a decoded answer)", () => {
    const [c, r] = refreshes[i++ % refreshes.length]!
    reconcile(c, r)
  })
  bench("refreshCart (decode the raw answer + reconcile)", () => {
    const [c, raw] = encodedRefreshes[i++ % encodedRefreshes.length]!
    Effect.runSync(refreshCart(c, raw))
  })
})

const paths = MarketCodes.flatMap((m) =>
  allRouteKeys.flatMap((k) => {
    if (!routeAvailable(m, k)) return []
    const built = (buildPath as (m: string, k: string, p?: unknown) => { _tag: string; success?: string })(m, k, {
      step: "brand", slug: "refurbished-iphone-guide", brand: "apple", model: "iphone-13", category: "smartphone",
      saleId: "s-1024", orderId: "o-2048", provider: "cofidis"
    })
    return built._tag === "Success" && built.success !== undefined ? [[m, built.success] as const] : []
  })
)

describe("routes", () => {
  let i = 0
  bench(`resolvePath over ${paths.length} real paths of the four markets`, () => {
    const [m, p] = paths[i++ % paths.length]!
    if (Option.isNone(resolvePath(m, p))) throw new Error(`unresolved ${p}`)
  })
})

const funnels = sample(
  fc.tuple(arbFunnelState, arbSession).map(([state, session]) => ({ state, ctx: funnelContext(state, session) })),
  200
).flatMap(({ state, ctx }) => (Option.isSome(ctx) ? [{ state, ctx: ctx.value }] : []))
const queries = funnels.map(({ state }) => encodeFunnelQuery(state))

describe("sell funnel", () => {
  let i = 0
  bench("nextStep", () => {
    const { state, ctx } = funnels[i++ % funnels.length]!
    nextStep(state, ctx)
  })
  bench("decodeFunnelQuery (query string -> state)", () => {
    decodeFunnelQuery(queries[i++ % queries.length]!)
  })
})
