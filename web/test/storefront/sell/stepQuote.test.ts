import { describe, expect, it } from "@effect/vitest"
import { CatalogReadCache } from "@shop/adapters/postgres/CatalogReadCache"
import type { CatalogRepositoryShape } from "@shop/core/backend/ports/CatalogRepository"
import { SellCatalogRepository, type SellCatalogRepositoryShape } from "@shop/core/backend/ports/SellCatalogRepository"
import { RepositoryError } from "@shop/core/errors"
import { resolvePath } from "@shop/core/routes/router"
import type { FunnelItem, FunnelState } from "@shop/core/sell/funnelState"
import { arbAcceptedItem } from "@shop/core/test-support/sellArbitraries"
import { Effect, Layer, Option, Result } from "effect"
import fc from "fast-check"
import { vi } from "vitest"
import { installRequestContext, requestContextStorage } from "../../../server/requestContext.mjs"
import { translatorOfMarket } from "../../../src/i18n/translator.ts"
import { funnelHref } from "../../../src/storefront/sell/funnelLocation.ts"
import { SellStepView } from "../../../src/storefront/sell/SellStepView.tsx"
import { stepQuote } from "../../../src/storefront/sell/stepQuote.ts"

/**
 * Issue 16: the sell step turned every quote failure, database errors included, into "no offer".
 * A database outage is the page's failure (the shop's 503 page); a device the backend does not buy
 * or cannot price stays what it is.
 */

const down = new RepositoryError({ operation: "sell deductions", message: "connection refused" })
const failing = () => Effect.fail(down)
/** The price list with the database down. */
const outage: SellCatalogRepositoryShape = {
  sellPriceFor: failing, deductions: failing, sellModels: failing, sellBrands: failing, sellModel: failing, sellOptions: failing
}
/** A price list that buys nothing. */
const empty: SellCatalogRepositoryShape = {
  sellPriceFor: () => Effect.succeed(Option.none()),
  deductions: () => Effect.succeed([]),
  sellModels: () => Effect.succeed([]),
  sellBrands: () => Effect.succeed([]),
  sellModel: () => Effect.succeed(Option.none()),
  sellOptions: () => Effect.succeed([])
}

/** The price list the page's runtime (mocked below) answers with. */
const backend: { sell: SellCatalogRepositoryShape } = { sell: outage }
const catalog = {
  shippingRates: () => Effect.succeed([]),
  cartLimitations: () => Effect.succeed(Option.none())
} as unknown as CatalogRepositoryShape

vi.mock("server-only", () => ({}))
vi.mock("../../../src/client/islands.tsx", () => import("../../support/islands.ts"))
// A visitor: the page's session lookup is sellStepSession.test.ts's subject.
vi.mock("../../../src/storefront/sell/sellerAccount.ts", () => ({ sellerAccountOfPage: async () => null }))
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND")
  },
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`)
  }
}))
vi.mock("../../../src/server/runtime.ts", () => ({
  runExit: (effect: Effect.Effect<unknown, unknown, CatalogReadCache | SellCatalogRepository>) =>
    Effect.runPromiseExit(effect.pipe(
      Effect.provideService(CatalogReadCache, CatalogReadCache.of({ repository: catalog, version: () => 0 })),
      Effect.provideService(SellCatalogRepository, backend.sell)
    ))
}))

const arbDevices = fc.array(arbAcceptedItem, { minLength: 1, maxLength: 3 })
const run = <A, E>(effect: Effect.Effect<A, E, SellCatalogRepository>, sell: SellCatalogRepositoryShape) =>
  Effect.runPromise(Effect.result(effect.pipe(Effect.provide(Layer.succeed(SellCatalogRepository, sell)))))

describe("the quote of a sell step", () => {
  it("fails with the database's error when the database is down, for any devices", async () => {
    await fc.assert(fc.asyncProperty(arbDevices, async (items) => {
      expect(await run(stepQuote("RO", items), outage)).toEqual(Result.fail(down))
    }), { numRuns: 25 })
  })

  it("is the backend's NotAccepted for devices it does not buy, and no offer for devices it cannot price", async () => {
    await fc.assert(fc.asyncProperty(arbDevices, async (items) => {
      const quote = await run(stepQuote("RO", items), empty)
      expect(Result.isSuccess(quote) && quote.success?._tag).toBe("NotAccepted")
    }), { numRuns: 25 })
    const undescribed: FunnelItem = { category: 1, config: {}, answers: {} }
    expect(await run(stepQuote("RO", [undescribed]), outage)).toEqual(Result.succeed(null))
    expect(await run(stepQuote("RO", []), outage)).toEqual(Result.succeed(null))
  })
})

/** The offer step's page for the devices, rendered as Next renders the catch-all page's view. */
const offerPage = (items: ReadonlyArray<FunnelItem>) => {
  const state: FunnelState = { step: "offer", items: items.map(({ offer: _offer, ...item }) => item) }
  const url = new URL(funnelHref("RO", state, { paymentTest: false, partner: false }), "http://ro.localhost")
  const route = Option.getOrThrow(resolvePath("RO", url.pathname))
  if (route.key !== "sellStep") throw new Error(`${url.pathname} is not a sell step`)
  return SellStepView({
    market: "RO", route, tr: translatorOfMarket("RO"), names: {}, pathname: url.pathname,
    searchParams: Object.fromEntries(url.searchParams)
  })
}

describe("the offer step's page", () => {
  const [device] = fc.sample(arbAcceptedItem, { numRuns: 1, seed: 16 })

  it("with the database down, fails as a page whose data did not load: the shop's 503 page", async () => {
    backend.sell = outage
    installRequestContext()
    const context = { clientAddress: "127.0.0.1", path: "/", unavailableRetryAfter: undefined as number | undefined }
    await expect(requestContextStorage.run(context, () => offerPage([device!]))).rejects.toThrow("The page data could not be loaded")
    expect(context.unavailableRetryAfter).toBeGreaterThan(0)
  })

  it("for a device the shop does not buy, goes on to the not-accepted step with the reason", async () => {
    backend.sell = empty
    await expect(offerPage([device!])).rejects.toThrow(/NEXT_REDIRECT .*reason=sell\.not-accepted\.model/)
  })
})
