import { describe, expect, it } from "@effect/vitest"
import { renderToStaticMarkup } from "react-dom/server"
import { afterAll, vi } from "vitest"
import SandboxPaymentPage from "../../app/(shop)/sandbox-pay/[paymentId]/page.tsx"
import * as Start from "../../app/api/payments/[orderId]/start/route.ts"
import * as Complete from "../../app/api/payments/sandbox/[paymentId]/complete/route.ts"
import { call, expectStatus, useAppDatabase } from "../support/app.ts"
import { buyerHeaders, newKey, orderRequest, phones, placeOrder } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
// A server configured without the sandbox gateway (the default with DATABASE_URL).
const previousPayments = process.env["PAYMENTS"]
process.env["PAYMENTS"] = "none"
useAppDatabase()
afterAll(() => {
  if (previousPayments === undefined) delete process.env["PAYMENTS"]
  else process.env["PAYMENTS"] = previousPayments
})

const order = async (paymentMethod: string) => {
  const [phone] = await phones(1)
  return expectStatus(await placeOrder(orderRequest([{ productId: phone!.id }], { idempotencyKey: newKey(), paymentMethod })), 201) as { id: string }
}
const start = (id: string) => call(Start.POST, { method: "POST", path: `/api/payments/${id}/start/`, params: { orderId: id }, headers: buyerHeaders(id) })

describe("PAYMENTS=none", () => {
  it("serves no sandbox: its completion call and page know no payment", async () => {
    const paymentId = "00000000-0000-4000-8000-000000000001"
    const answer = await call(Complete.POST, {
      method: "POST",
      path: `/api/payments/sandbox/${paymentId}/complete/`,
      params: { paymentId },
      body: { outcome: "paid", token: "anything" }
    })
    expect(answer.status).toBe(404)
    await expect(
      (async () => renderToStaticMarkup(await SandboxPaymentPage({ params: Promise.resolve({ paymentId }), searchParams: Promise.resolve({ token: "anything" }) })))()
    ).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/)
  })

  it("card payments cannot start (503, every time: no sandbox page is ever handed out); cash on delivery still can", async () => {
    const card = await order("card")
    for (const attempt of [1, 2]) {
      const refused = await start(card.id)
      expect(refused.status, `attempt ${attempt}`).toBe(503)
      expect(refused.json).toMatchObject({ error: "unavailable" })
      expect(JSON.stringify(refused.json)).not.toContain("sandbox-pay")
    }
    const cash = await order("cash-on-delivery")
    expect(expectStatus(await start(cash.id), 200)).toMatchObject({ paymentState: "created" })
  })
})
