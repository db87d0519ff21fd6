import { describe, expect, it } from "@effect/vitest"
import type { MarketCode } from "@shop/core/markets/market"
import type { ResolvedRoute } from "@shop/core/routes/index"
import { pathOf, resolvePath } from "@shop/core/routes/router"
import { Option } from "effect"
import type { ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { vi } from "vitest"
import * as Start from "../../../app/api/payments/[orderId]/start/route.ts"
import * as Complete from "../../../app/api/payments/sandbox/[paymentId]/complete/route.ts"
import { translatorOfMarket } from "../../../src/i18n/translator.ts"
import { PaymentFailedView, PaymentProcessingView, ThankYouView } from "../../../src/storefront/checkout/OrderViews.tsx"
import type { SearchParams, ViewProps } from "../../../src/storefront/views.ts"
import { privatePageMetadata, showsPrivateRecord } from "../../../src/storefront/privatePages.ts"
import { call, expectStatus, useAppDatabase } from "../../support/app.ts"
import { signedInUser } from "../../support/session.ts"
import { newKey, orderRequest, phones, placeOrder } from "../../support/shop.ts"

vi.mock("server-only", () => ({}))
vi.mock("../../../src/client/islands.tsx", () => import("../../support/islands.ts"))
/** The page request's cookies (a signed-in visitor's session, or none). */
const jar: { cookies: ReadonlyArray<{ name: string; value: string }> } = { cookies: [] }
// Pages read the request's Cookie header (src/server/auth/pageCookies.ts).
vi.mock("next/headers", () => ({ headers: async () => new Headers({ cookie: jar.cookies.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join("; ") }) }))
process.env["PAYMENTS"] = "sandbox"
useAppDatabase()

interface Step {
  readonly paymentState: string
  readonly redirectPath: string
  readonly pagePath: string
}

const propsOf = <K extends "thankYou" | "paymentProcessing" | "paymentFailed">(
  market: MarketCode,
  key: K,
  searchParams: SearchParams
): ViewProps<K> => {
  const route = Option.getOrThrow(resolvePath(market, pathOf(market, key))) as Extract<ResolvedRoute, { readonly key: K }>
  return { market, route, tr: translatorOfMarket(market), names: {}, pathname: pathOf(market, key), searchParams }
}

const html = async (view: ReactNode | Promise<ReactNode>) => renderToStaticMarkup(await view)

const placedOrder = async (paymentMethod: string, cookie?: string) => {
  const [phone] = await phones(1)
  const order = expectStatus(
    await placeOrder(orderRequest([{ productId: phone!.id }], { idempotencyKey: newKey(), paymentMethod }), cookie === undefined ? {} : { cookie }),
    201
  ) as { id: string; orderToken: string }
  const step = expectStatus(
    await call<Step>(Start.POST, {
      method: "POST",
      path: `/api/payments/${order.id}/start/`,
      params: { orderId: order.id },
      headers: { "order-token": order.orderToken, ...(cookie === undefined ? {} : { cookie }) }
    }),
    200
  )
  return { id: order.id, token: order.orderToken, step }
}

/** The page link's query, as the payment calls answer it. */
const linkQuery = (pagePath: string): SearchParams => Object.fromEntries(new URL(pagePath, "http://ro.localhost").searchParams)

const settle = async (step: Step, outcome: "paid" | "failed") => {
  const url = new URL(step.redirectPath, "http://ro.localhost")
  const paymentId = url.pathname.split("/")[2] ?? ""
  return expectStatus(
    await call<Step>(Complete.POST, { path: `/api/payments/sandbox/${paymentId}/complete/`, params: { paymentId }, body: { outcome, token: url.searchParams.get("token") } }),
    200
  )
}

describe("order pages", () => {
  it("shows a cash-on-delivery order on the thank-you page with its number, lines and totals", async () => {
    const { id, token, step } = await placedOrder("cash-on-delivery")
    expect(step.pagePath).toBe(`${pathOf("RO", "thankYou")}?order=${id}&token=${token}`)
    const page = await html(ThankYouView(propsOf("RO", "thankYou", linkQuery(step.pagePath))))
    expect(page).toContain(`data-testid="order-number">${id}<`)
    expect(page).toContain("data-testid=\"order-line\"")
    expect(page).toContain("Ramburs la livrare")
    expect(page).toContain("data-state=\"created\"")
  })

  it("shows the processing page with a progress indicator, and a failed payment with a retry button", async () => {
    const { id, token, step } = await placedOrder("card")
    expect(await html(PaymentProcessingView(propsOf("RO", "paymentProcessing", linkQuery(step.pagePath))))).toContain("data-testid=\"payment-processing\"")
    const failed = await settle(step, "failed")
    expect(failed.pagePath).toBe(`${pathOf("RO", "paymentFailed")}?order=${id}&token=${token}`)
    const page = await html(PaymentFailedView(propsOf("RO", "paymentFailed", linkQuery(failed.pagePath))))
    expect(page).toContain("data-testid=\"retry-payment\"")
    expect(page).toContain(id)
  })

  it("sends an order opened on another state's page to its own page", async () => {
    const { id, token, step } = await placedOrder("card")
    await settle(step, "paid")
    const query = { order: id, token }
    await expect(html(PaymentFailedView(propsOf("RO", "paymentFailed", query)))).rejects.toThrow(/NEXT_REDIRECT/)
    await expect(html(PaymentProcessingView(propsOf("RO", "paymentProcessing", query)))).rejects.toThrow(/NEXT_REDIRECT/)
    expect(await html(ThankYouView(propsOf("RO", "thankYou", query)))).toContain("data-state=\"paid\"")
  })

  it("shows a friendly page with links for a missing, malformed, unknown or foreign order id", async () => {
    const { id, token } = await placedOrder("cash-on-delivery")
    const other = await placedOrder("cash-on-delivery")
    const cases: ReadonlyArray<readonly [MarketCode, SearchParams]> = [
      ["RO", {}],
      ["RO", { order: "not-an-id" }],
      ["RO", { order: "<script>" }],
      ["RO", { order: ["a", "b"] }],
      ["RO", { order: "00000000-0000-4000-8000-0000000abcde", token }],
      ["HU", { order: id, token }],
      // Issue 14: the order id alone, a forged token or another order's token open nothing.
      ["RO", { order: id }],
      ["RO", { order: id, token: "forged" }],
      ["RO", { order: id, token: other.token }],
      ["RO", { order: id, token: [other.token, token] }]
    ]
    for (const [market, searchParams] of cases) {
      for (const view of [ThankYouView(propsOf(market, "thankYou", searchParams)), PaymentFailedView(propsOf(market, "paymentFailed", searchParams))]) {
        const page = await html(view)
        expect(page).toContain("data-testid=\"order-missing\"")
        expect(page).toContain(`href="${pathOf(market, "shop")}"`)
        expect(page).not.toContain("retry-payment")
      }
    }
  })

  it("shows a signed-in buyer's order to that session only: not to the token alone, nor to another account", async () => {
    const ana = await signedInUser()
    const ion = await signedInUser()
    const { id, token } = await placedOrder("cash-on-delivery", ana.cookie)
    const cookieOf = (cookie: string) => [{ name: cookie.slice(0, cookie.indexOf("=")), value: decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)) }]
    try {
      jar.cookies = cookieOf(ana.cookie)
      expect(await html(ThankYouView(propsOf("RO", "thankYou", { order: id })))).toContain(`data-testid="order-number">${id}<`)
      for (const cookies of [[], cookieOf(ion.cookie)]) {
        jar.cookies = cookies
        const page = await html(ThankYouView(propsOf("RO", "thankYou", { order: id, token })))
        expect(page).toContain("data-testid=\"order-missing\"")
        expect(page).not.toContain(id)
      }
    } finally {
      jar.cookies = []
    }
  })
})

describe("the pages that show an order or a sale", () => {
  it("send no Referer anywhere and are not indexed; other pages keep the shop's policy", () => {
    for (const key of ["thankYou", "instalmentThankYou", "financingThankYou", "paymentProcessing", "paymentFailed", "sellStep"] as const) {
      expect(showsPrivateRecord(key), key).toBe(true)
    }
    for (const key of ["shop", "cart", "cartFinalize", "faq"] as const) expect(showsPrivateRecord(key), key).toBe(false)
    expect(privatePageMetadata).toEqual({ referrer: "no-referrer", robots: { index: false, follow: false } })
  })
})
