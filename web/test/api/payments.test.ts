import { describe, expect, it } from "@effect/vitest"
import { pathOf } from "@shop/core/routes/index"
import type { PaymentStep } from "@shop/core/payments/paymentPages"
import { renderToStaticMarkup } from "react-dom/server"
import { vi } from "vitest"
import SandboxPaymentPage from "../../app/(shop)/sandbox-pay/[paymentId]/page.tsx"
import * as PaymentStatus from "../../app/api/payments/[orderId]/route.ts"
import * as Retry from "../../app/api/payments/[orderId]/retry/route.ts"
import * as Start from "../../app/api/payments/[orderId]/start/route.ts"
import * as Complete from "../../app/api/payments/sandbox/[paymentId]/complete/route.ts"
import { call, expectStatus, useAppDatabase } from "../support/app.ts"
import { buyerHeaders, linkOf, newKey, orderRequest, orderTokenOf, phones, placeOrder } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
// The sandbox gateway is the default only without DATABASE_URL; the PostgreSQL run names it.
process.env["PAYMENTS"] = "sandbox"
useAppDatabase()

const order = async (paymentMethod: string) => {
  const [phone] = await phones(1)
  return expectStatus(await placeOrder(orderRequest([{ productId: phone!.id }], { idempotencyKey: newKey(), paymentMethod })), 201) as { id: string }
}
const post = (handler: typeof Start.POST, path: string, params: Record<string, string>, body?: unknown, headers: Record<string, string> = {}) =>
  call<PaymentStep>(handler, { method: "POST", path, params, headers, ...(body === undefined ? {} : { body }) })
// The buyer's calls: each carries its order's token.
const start = (orderId: string) => post(Start.POST, `/api/payments/${orderId}/start/`, { orderId }, undefined, buyerHeaders(orderId))
const retry = (orderId: string) => post(Retry.POST, `/api/payments/${orderId}/retry/`, { orderId }, undefined, buyerHeaders(orderId))
const complete = (paymentId: string, outcome: unknown, token = "no-such-token") =>
  post(Complete.POST, `/api/payments/sandbox/${paymentId}/complete/`, { paymentId }, { outcome, token })
const settle = (step: PaymentStep, outcome: unknown) => complete(linkOf(step).paymentId, outcome, linkOf(step).token)
const status = (orderId: string) => call<PaymentStep>(PaymentStatus.GET, { path: `/api/payments/${orderId}/`, params: { orderId }, headers: buyerHeaders(orderId) })
/** The storefront page of a state, as the payment calls name it: the order and its token. */
const pageOf = (key: "paymentProcessing" | "paymentFailed" | "thankYou", orderId: string) =>
  `${pathOf("RO", key)}?order=${orderId}&token=${orderTokenOf(orderId)}`

describe("card payments through the sandbox gateway", () => {
  it("goes processing -> failed, is retried, and ends paid on the thank-you page", async () => {
    const { id } = await order("card")
    const started = expectStatus(await start(id), 200)
    expect(started.paymentState).toBe("processing")
    expect(started.redirectPath).toMatch(/^\/sandbox-pay\/[0-9a-f-]{36}\/\?token=[A-Za-z0-9_-]+$/)
    expect(started.pagePath).toBe(pageOf("paymentProcessing", id))

    const failed = expectStatus(await settle(started, "failed"), 200)
    expect(failed.paymentState).toBe("failed")
    expect(failed.pagePath).toBe(pageOf("paymentFailed", id))
    expect(expectStatus(await status(id), 200).pagePath).toBe(failed.pagePath)

    // A settled payment cannot be settled again.
    expect((await settle(started, "paid")).status).toBe(409)

    const retried = expectStatus(await retry(id), 200)
    expect(retried.paymentState).toBe("processing")
    expect(linkOf(retried).paymentId).not.toBe(linkOf(started).paymentId)

    const paid = expectStatus(await settle(retried, "paid"), 200)
    expect(paid.paymentState).toBe("paid")
    expect(paid.pagePath).toBe(pageOf("thankYou", id))
    const final = expectStatus(await status(id), 200)
    expect(final.paymentState).toBe("paid")

    // Paid is final: no retry, no second start.
    expect((await retry(id)).status).toBe(409)
    expect((await start(id)).status).toBe(409)
  })

  it("sends cash on delivery straight to the thank-you page", async () => {
    const { id } = await order("cash-on-delivery")
    const step = expectStatus(await start(id), 200)
    expect(step.paymentState).toBe("created")
    expect(step.redirectPath).toBe(step.pagePath)
    expect(step.pagePath).toBe(pageOf("thankYou", id))
    expect((await retry(id)).status).toBe(409)
  })

  it("answers 404 for unknown orders and payments, 400 for an unknown outcome", async () => {
    expect((await start("999999999")).status).toBe(404)
    expect((await retry("999999999")).status).toBe(404)
    expect((await status("999999999")).status).toBe(404)
    expect((await complete("00000000-0000-4000-8000-000000000000", "paid")).status).toBe(404)
    const { id } = await order("card")
    const started = expectStatus(await start(id), 200)
    expect((await settle(started, "refunded")).status).toBe(400)
    expect(expectStatus(await status(id), 200).paymentState).toBe("processing")
  })
})

describe("the sandbox gateway page", () => {
  const render = async (paymentId: string, token = "no-such-token") =>
    renderToStaticMarkup(await SandboxPaymentPage({ params: Promise.resolve({ paymentId }), searchParams: Promise.resolve({ token }) }))

  it("shows a pending payment's amount and the two verdicts, and a settled one without them", async () => {
    const { id } = await order("card")
    const started = expectStatus(await start(id), 200)
    const { paymentId, token } = linkOf(started)
    const html = await render(paymentId, token)
    expect(html).toContain(id)
    expect(html).toContain("pending")
    expect(html).toContain("data-testid=\"sandbox-pay\"")
    expect(html).toContain("data-testid=\"sandbox-fail\"")
    expectStatus(await settle(started, "paid"), 200)
    const settled = await render(paymentId, token)
    expect(settled).toContain("paid")
    expect(settled).not.toContain("sandbox-pay")
  })

  it("renders the not-found page for an unknown payment", async () => {
    await expect(render("00000000-0000-4000-8000-000000000000")).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/)
    await expect(render("not a valid id")).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/)
  })
})
