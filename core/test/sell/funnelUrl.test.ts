import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Option, Result } from "effect"
import { MarketCodes } from "../../src/markets/market.ts"
import { resolvePath } from "../../src/routes/index.ts"
import { decodeFunnel } from "../../src/sell/funnelQuery.ts"
import { repairFunnelState } from "../../src/sell/funnelRepair.ts"
import { funnelPath, funnelStartPath } from "../../src/sell/funnelUrl.ts"
import { startFunnel } from "../../src/sell/transitions.ts"
import { arbCategoryId, arbFunnelState, arbSession } from "../support/sellArbitraries.ts"
import { iphoneItem, stateAt } from "./fixtures.ts"

/** What the shell does with a funnel URL: route it, then decode the step param and the query. */
const readBack = (market: (typeof MarketCodes)[number], url: string) => {
  const [pathname = "", search = ""] = url.split("?")
  const route = resolvePath(market, pathname)
  if (Option.isNone(route) || route.value.key !== "sellStep") return undefined
  return Result.getOrUndefined(decodeFunnel(route.value.params.step, search))
}

describe("funnel URLs", () => {
  it("opens the sell route at brand/ with the device's category (SPEC 2.5)", () => {
    for (const market of MarketCodes) {
      expect(funnelStartPath(market)).toEqual(Result.succeed("/sell/brand/?0.category=1"))
      expect(funnelStartPath(market, 5)).toEqual(Result.succeed("/sell/brand/?0.category=5"))
    }
  })

  it("a started funnel reads back and survives the reload repair at brand", () => {
    fc.assert(
      fc.property(fc.constantFrom(...MarketCodes), fc.option(arbCategoryId, { nil: undefined }), arbSession, (m, category, s) => {
        const read = readBack(m, Result.getOrThrow(funnelStartPath(m, category)))
        expect(read).toEqual(startFunnel(category))
        if (read !== undefined) expect(repairFunnelState(read, s).step).toBe("brand")
      })
    )
  })

  it("puts the step in the path and only the items in the query", () => {
    expect(funnelPath("HU", stateAt("model", { category: 1, brand: 3, config: {}, answers: {} }))).toEqual(
      Result.succeed("/sell/model/?0.category=1&0.brand=3")
    )
    expect(funnelPath("GR", stateAt("intro"))).toEqual(Result.succeed("/sell/intro/"))
    expect(Result.getOrThrow(funnelPath("RO", stateAt("offer", { ...iphoneItem, offer: 1 })))).not.toContain("step=")
  })

  it("reads every state back from its URL in every market (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...MarketCodes), arbFunnelState, (m, state) => {
        expect(readBack(m, Result.getOrThrow(funnelPath(m, state)))).toEqual(state)
      })
    )
  })
})
