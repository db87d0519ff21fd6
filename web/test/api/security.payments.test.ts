import { describe, expect, it } from "@effect/vitest"
import { Database } from "@shop/adapters/postgres/index"
import { isPublicId } from "@shop/core/backend/index"
import type { PaymentStep } from "@shop/core/payments/paymentPages"
import { Effect, Exit } from "effect"
import { renderToStaticMarkup } from "react-dom/server"
import { afterAll, vi } from "vitest"
import SandboxPaymentPage from "../../app/(shop)/sandbox-pay/[paymentId]/page.tsx"
import * as OrderById from "../../app/api/orders/[orderId]/route.ts"
import * as PaymentStatus from "../../app/api/payments/[orderId]/route.ts"
import * as Retry from "../../app/api/payments/[orderId]/retry/route.ts"
import * as Start from "../../app/api/payments/[orderId]/start/route.ts"
import * as Complete from "../../app/api/payments/sandbox/[paymentId]/complete/route.ts"
import { runExit } from "../../src/server/runtime.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { buyerHeaders, currentStock, linkOf, newKey, orderRequest, phones, placeOrder } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
// The sandbox gateway is the default only without DATABASE_URL; the PostgreSQL run names it.
const previousPayments = process.env["PAYMENTS"]
process.env["PAYMENTS"] = "sandbox"
useAppDatabase()

/**
 * The security review's findings on orders and payments, through the routes: sequential ids that
 * opened strangers' orders, a status call that gave away the payment id, a sandbox completion any
 * caller could run, starts that opened a payment per click, and unpaid orders holding stock.
 */

interface StoredOrder {
  readonly order: { readonly id: string; readonly paymentState: string; readonly currentPaymentId: string | null }
  readonly payments: ReadonlyArray<{ readonly from: string; readonly to: string; readonly paymentId: string | null }>
}

const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const cardOrder = async (productId?: number) => {
  const id = productId ?? (await phones(1))[0]!.id
  return expectStatus(await placeOrder(orderRequest([{ productId: id }], { idempotencyKey: newKey() })), 201) as { id: string }
}
// The buyer's calls: each carries its order's token (security.orderAccess.test.ts: nobody else's open it).
const getOrder = (id: string) => call<StoredOrder>(OrderById.GET, { path: `/api/orders/${id}/`, params: { orderId: id }, headers: buyerHeaders(id) })
const status = (id: string) => call<PaymentStep>(PaymentStatus.GET, { path: `/api/payments/${id}/`, params: { orderId: id }, headers: buyerHeaders(id) })
const start = (id: string) => call<PaymentStep>(Start.POST, { method: "POST", path: `/api/payments/${id}/start/`, params: { orderId: id }, headers: buyerHeaders(id) })
const retry = (id: string) => call<PaymentStep>(Retry.POST, { method: "POST", path: `/api/payments/${id}/retry/`, params: { orderId: id }, headers: buyerHeaders(id) })
const complete = (paymentId: string, body: unknown) =>
  call<PaymentStep>(Complete.POST, { method: "POST", path: `/api/payments/sandbox/${paymentId}/complete/`, params: { paymentId }, body })
const render = async (paymentId: string, token: string | undefined) =>
  renderToStaticMarkup(
    await SandboxPaymentPage({ params: Promise.resolve({ paymentId }), searchParams: Promise.resolve(token === undefined ? {} : { token }) })
  )

/** Runs one SQL statement on the app's database (ids interpolated are checked UUIDs). */
const execute = async (statement: string): Promise<unknown> => {
  const exit = await runExit(Effect.gen(function*() {
    const database = yield* Database
    return yield* database.query(statement, (db) => db.execute(statement))
  }))
  if (Exit.isFailure(exit)) throw new Error(`${statement}: ${String(exit.cause)}`)
  const result = exit.value as { rows?: unknown }
  return result.rows ?? result
}
const paymentRowsOf = async (orderId: string): Promise<number> => {
  if (!isPublicId(orderId)) throw new Error(`not an order id: ${orderId}`)
  const rows = (await execute(`select count(*)::int as n from payments where order_id = '${orderId}'`)) as ReadonlyArray<{ n: number }>
  return rows[0]?.n ?? -1
}

describe("ids", () => {
  it("orders are random UUIDs; small integers and other shapes name nothing", async () => {
    const a = await cardOrder()
    const b = await cardOrder()
    expect(a.id).toMatch(v4)
    expect(b.id).toMatch(v4)
    expect(a.id.slice(0, 8)).not.toBe(b.id.slice(0, 8))
    expectStatus(await getOrder(a.id), 200)
    for (const id of ["1", "2", "0", a.id.toUpperCase(), a.id.replaceAll("-", ""), `${a.id.slice(0, -1)}x`]) {
      expect((await getOrder(id)).status, id).toBe(404)
      expect((await status(id)).status, id).toBe(404)
      expect((await start(id)).status, id).toBe(404)
      expect((await retry(id)).status, id).toBe(404)
      expect((await complete(id, { outcome: "paid", token: "x" })).status, id).toBe(404)
    }
  })
})

describe("the sandbox payment", () => {
  it("the status call shows no payment id and no token", async () => {
    const { id } = await cardOrder()
    const started = expectStatus(await start(id), 200)
    const { paymentId, token } = linkOf(started)
    expect(paymentId).toMatch(v4)
    const answer = expectStatus(await status(id), 200)
    expect(Object.keys(answer).sort()).toEqual(["market", "orderId", "pagePath", "paymentState", "redirectPath"])
    expect(JSON.stringify(answer)).not.toContain(paymentId)
    expect(JSON.stringify(answer)).not.toContain(token)
  })

  it("settling takes the payment's token: knowing the order and its payment id is not enough", async () => {
    const { id } = await cardOrder()
    const started = expectStatus(await start(id), 200)
    const { paymentId, token } = linkOf(started)
    // What the order's own reader can learn: the current payment's id (a stranger gets a 404).
    const seen = expectStatus(await getOrder(id), 200)
    expect(seen.order.currentPaymentId).toBe(paymentId)
    const before = await databaseDigest()
    expect((await complete(paymentId, { outcome: "paid" })).status).toBe(400)
    for (const wrong of ["guess", token.slice(0, -1), `${token}A`, token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase()]) {
      const answer = await complete(paymentId, { outcome: "paid", token: wrong })
      expect(answer.status, wrong).toBe(404)
      expect(answer.json).toMatchObject({ error: "not-found" })
    }
    expect(await databaseDigest()).toBe(before)
    expect(expectStatus(await status(id), 200).paymentState).toBe("processing")
    expect(expectStatus(await complete(paymentId, { outcome: "paid", token }), 200).paymentState).toBe("paid")
  })

  it("the sandbox page shows a payment only with its token", async () => {
    const { id } = await cardOrder()
    const { paymentId, token } = linkOf(expectStatus(await start(id), 200))
    expect(await render(paymentId, token)).toContain("data-testid=\"sandbox-pay\"")
    for (const wrong of [undefined, "", "guess", token.slice(1)]) {
      await expect(render(paymentId, wrong), String(wrong)).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/)
    }
  })

  it("starting again, even five times at once, answers the one pending payment", async () => {
    const { id } = await cardOrder()
    const steps = await Promise.all(Array.from({ length: 5 }, () => start(id)))
    const paths = steps.map((step) => expectStatus(step, 200).redirectPath)
    expect(new Set(paths).size).toBe(1)
    expect(await paymentRowsOf(id)).toBe(1)
    const events = expectStatus(await getOrder(id), 200).payments
    expect(events.map((e) => `${e.from}>${e.to}`)).toEqual(["created>processing"])
    // A retry while processing is the same answer, and opens nothing either.
    expect(expectStatus(await retry(id), 200).redirectPath).toBe(paths[0])
    expect(await paymentRowsOf(id)).toBe(1)
  })

  it("a failed payment's token cannot settle the retried order", async () => {
    const { id } = await cardOrder()
    const first = linkOf(expectStatus(await start(id), 200))
    expectStatus(await complete(first.paymentId, { outcome: "failed", token: first.token }), 200)
    const second = linkOf(expectStatus(await retry(id), 200))
    expect(second.paymentId).not.toBe(first.paymentId)
    expect((await complete(first.paymentId, { outcome: "paid", token: first.token })).status).toBe(409)
    expect((await complete(second.paymentId, { outcome: "paid", token: first.token })).status).toBe(404)
    expect(expectStatus(await status(id), 200).paymentState).toBe("processing")
    expect(expectStatus(await complete(second.paymentId, { outcome: "paid", token: second.token }), 200).paymentState).toBe("paid")
  })
})

describe("unpaid orders", () => {
  it("give their stock back 30 minutes on: the next order cancels them and records it", async () => {
    const [phone, other] = await phones(2)
    const stockBefore = await currentStock(phone!.id)
    const { id } = await cardOrder(phone!.id)
    expectStatus(await start(id), 200)
    expect(await currentStock(phone!.id)).toBe(stockBefore - 1)
    // 29 minutes old: kept.
    await execute(`update orders set placed_at = now() - interval '29 minutes' where id = '${id}'`)
    await cardOrder(other!.id)
    expect(expectStatus(await status(id), 200).paymentState).toBe("processing")
    // 31 minutes old: the next order placement cancels it first.
    await execute(`update orders set placed_at = now() - interval '31 minutes' where id = '${id}'`)
    await cardOrder(other!.id)
    const stored = expectStatus(await getOrder(id), 200)
    expect(stored.order.paymentState).toBe("cancelled")
    expect(stored.payments.at(-1)).toMatchObject({ from: "processing", to: "cancelled", paymentId: stored.order.currentPaymentId })
    expect(await currentStock(phone!.id)).toBe(stockBefore)
    expect((await start(id)).status).toBe(409)
    expect((await retry(id)).status).toBe(409)
  })

  it("cash on delivery never expires", async () => {
    const [phone, other] = await phones(2)
    const { id } = expectStatus(
      await placeOrder(orderRequest([{ productId: phone!.id }], { idempotencyKey: newKey(), paymentMethod: "cash-on-delivery" })),
      201
    ) as { id: string }
    await execute(`update orders set placed_at = now() - interval '3 days' where id = '${id}'`)
    await cardOrder(other!.id)
    expect(expectStatus(await status(id), 200).paymentState).toBe("created")
  })
})

// Leave the environment as this file found it (test files may share a worker).
afterAll(() => {
  if (previousPayments === undefined) delete process.env["PAYMENTS"]
  else process.env["PAYMENTS"] = previousPayments
})
