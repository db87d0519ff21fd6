import { describe, expect, it } from "@effect/vitest"
import type { Order } from "../../src/orders/orderTypes.ts"
import type { PaymentMethod } from "../../src/orders/orderTypes.ts"
import { pageOfState, paymentPagePath } from "../../src/payments/paymentPages.ts"
import type { PaymentState } from "../../src/payments/paymentState.ts"
import { MarketCodes, type MarketCode } from "../../src/markets/market.ts"
import { resolvePath } from "../../src/routes/router.ts"
import { checkoutApiFixture } from "../support/checkoutApiSuite.ts"

const orderOf = (market: MarketCode, paymentMethod: PaymentMethod, paymentState: PaymentState): Order => ({
  ...checkoutApiFixture.failedOrder.order,
  market,
  paymentMethod,
  paymentState
})

describe("the page an order's payment state shows", () => {
  it("sends a paid instalment order to the market's instalment or financing thank-you page", () => {
    const paid = (market: MarketCode) => orderOf(market, "instalments", "paid")
    expect(MarketCodes.map((m) => [m, pageOfState(paid(m))])).toEqual([
      ["RO", "instalmentThankYou"],
      ["BG", "instalmentThankYou"],
      ["HU", "financingThankYou"],
      ["GR", "thankYou"]
    ])
    const id = checkoutApiFixture.failedOrder.order.id
    expect(MarketCodes.map((m) => paymentPagePath(paid(m), "T0k-en_"))).toEqual([
      `/magazin/multumim/rate/?order=${id}&token=T0k-en_`,
      `/magazin/tbi-blagodarim-ti/?order=${id}&token=T0k-en_`,
      `/shop/koszonjuk-cofidis/?order=${id}&token=T0k-en_`,
      `/shop/thank-you/?order=${id}&token=T0k-en_`
    ])
  })

  it("keeps card and cash orders on the plain pages, and every path resolves to its page", () => {
    for (const market of MarketCodes) {
      const cases: ReadonlyArray<readonly [PaymentMethod, PaymentState, string]> = [
        ["card", "paid", "thankYou"],
        ["card", "processing", "paymentProcessing"],
        ["card", "failed", "paymentFailed"],
        ["card", "cancelled", "paymentFailed"],
        ["instalments", "processing", "paymentProcessing"],
        ["instalments", "failed", "paymentFailed"],
        ["cash-on-delivery", "created", "thankYou"]
      ]
      for (const [method, state, page] of cases) {
        const order = orderOf(market, method, state)
        expect(pageOfState(order)).toBe(page)
        const path = paymentPagePath(order, "a/b&c")
        expect(path.endsWith(`?order=${order.id}&token=a%2Fb%26c`)).toBe(true)
        expect(resolvePath(market, path)).toMatchObject({ _tag: "Some", value: { key: page } })
      }
    }
  })
})
