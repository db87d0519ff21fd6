import { describe, expect, it } from "@effect/vitest"
import { issueSessionToken } from "@shop/core/backend/auth/accounts"
import { UserRepository } from "@shop/core/backend/auth/ports"
import type { MarketCode } from "@shop/core/markets/market"
import type { ResolvedRoute } from "@shop/core/routes/index"
import { pathOf, resolvePath } from "@shop/core/routes/router"
import { Effect, Exit, Option } from "effect"
import { renderToStaticMarkup } from "react-dom/server"
import { vi } from "vitest"
import * as Transition from "../../../app/api/staff/orders/[orderId]/transition/route.ts"
import { translatorOfMarket } from "../../../src/i18n/translator.ts"
import { MyPurchasesView } from "../../../src/storefront/account/MyPurchases.tsx"
import { runExit } from "../../../src/server/runtime.ts"
import type { ViewProps } from "../../../src/storefront/views.ts"
import { call, expectStatus, useAppDatabase } from "../../support/app.ts"
import { signedInStaff } from "../../support/staffSession.ts"
import { newKey, orderRequest, phones, placeOrder } from "../../support/shop.ts"

const jar = vi.hoisted(() => ({ cookie: "" }))
vi.mock("server-only", () => ({}))
vi.mock("../../../src/client/islands.tsx", () => import("../../support/islands.ts"))
vi.mock("next/headers", () => ({ headers: async () => new Headers({ cookie: jar.cookie }) }))
useAppDatabase()

const signIn = async () => {
  const exit = await runExit(Effect.gen(function*() {
    const user = yield* (yield* UserRepository).insert({ email: `purchase-steps-${process.pid}-${Date.now()}@example.com`, name: "Ana Pop", passwordHash: "unused", createdAt: Date.now() })
    return yield* issueSessionToken(user.id)
  }))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  jar.cookie = `shop_session=${encodeURIComponent(exit.value)}`
  return jar.cookie
}

const props = (market: MarketCode): ViewProps<"myPurchases"> => {
  const pathname = pathOf(market, "myPurchases")
  const route = Option.getOrThrow(resolvePath(market, pathname)) as Extract<ResolvedRoute, { readonly key: "myPurchases" }>
  return { market, route, tr: translatorOfMarket(market), names: {}, pathname, searchParams: {} }
}

describe("my purchases: the fulfilment steps", () => {
  it("shows the buyer each step the warehouse took, with the tracking number, in the market's language", async () => {
    const cookie = await signIn()
    const [phone] = await phones(1)
    const body = orderRequest([{ productId: phone!.id, extraServiceIds: [], accessoryIds: [] }], { idempotencyKey: newKey(), paymentMethod: "cash-on-delivery" })
    const order = expectStatus(await placeOrder(body, { cookie }), 201) as { id: string }
    const card = (html: string) => html.slice(html.indexOf(`data-order-id="${order.id}"`))
    const before = card(renderToStaticMarkup(await MyPurchasesView(props("RO"))))
    expect(before).toContain('data-testid="account-fulfilment" data-state="placed"')
    expect(before).toContain("În pregătire")
    const warehouse = await signedInStaff("warehouse")
    for (const step of [{ to: "packed" }, { to: "shipped", trackingNumber: "RO-AWB-123456" }]) {
      expectStatus(await call(Transition.POST, { method: "POST", path: `/api/staff/orders/${order.id}/transition/`, params: { orderId: order.id }, headers: { cookie: warehouse.cookie }, body: step }), 200)
    }
    const after = card(renderToStaticMarkup(await MyPurchasesView(props("RO"))))
    expect(after).toContain('data-state="shipped"')
    expect(after).toContain("Expediată")
    expect(after).toContain("RO-AWB-123456")
    expect(after.match(/data-testid="account-fulfilment-step"/g)).toHaveLength(2)
    expect(after).not.toContain(warehouse.staff.name)
  })
})
