import { describe, expect, it } from "@effect/vitest"
import { afterAll, vi } from "vitest"
import type { PaymentStep } from "@shop/core/payments/paymentPages"
import * as Purchases from "../../app/api/account/purchases/route.ts"
import * as OrderById from "../../app/api/orders/[orderId]/route.ts"
import * as PaymentStatus from "../../app/api/payments/[orderId]/route.ts"
import * as Retry from "../../app/api/payments/[orderId]/retry/route.ts"
import * as Start from "../../app/api/payments/[orderId]/start/route.ts"
import * as Complete from "../../app/api/payments/sandbox/[paymentId]/complete/route.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { signedInUser } from "../support/session.ts"
import { linkOf, newKey, orderRequest, phones, placeOrder } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
const previousPayments = process.env["PAYMENTS"]
process.env["PAYMENTS"] = "sandbox"
useAppDatabase()

/**
 * Issue 14, "Order and payment lookups": an order id alone opens nothing. A guest's order answers
 * only the holder of the token its placement answered; a signed-in user's order only that user's
 * session. Everyone else gets 404, as for an order that does not exist.
 */

interface Receipt {
  readonly id: string
  readonly orderToken: string
  readonly contact: { readonly email: string }
}

const tokenHeader = (token: string | undefined): Record<string, string> => (token === undefined ? {} : { "order-token": token })
const headersOf = (token?: string, cookie?: string): Record<string, string> => ({
  ...tokenHeader(token),
  ...(cookie === undefined ? {} : { cookie })
})

const getOrder = (id: string, token?: string, cookie?: string) =>
  call(OrderById.GET, { path: `/api/orders/${id}/`, params: { orderId: id }, headers: headersOf(token, cookie) })
const status = (id: string, token?: string, cookie?: string) =>
  call<PaymentStep>(PaymentStatus.GET, { path: `/api/payments/${id}/`, params: { orderId: id }, headers: headersOf(token, cookie) })
const start = (id: string, token?: string, cookie?: string) =>
  call<PaymentStep>(Start.POST, { method: "POST", path: `/api/payments/${id}/start/`, params: { orderId: id }, headers: headersOf(token, cookie) })
const retry = (id: string, token?: string, cookie?: string) =>
  call<PaymentStep>(Retry.POST, { method: "POST", path: `/api/payments/${id}/retry/`, params: { orderId: id }, headers: headersOf(token, cookie) })

/** Every way of reading or moving an order, as its answers' statuses. */
const statuses = async (id: string, token?: string, cookie?: string) => [
  (await getOrder(id, token, cookie)).status,
  (await status(id, token, cookie)).status,
  (await start(id, token, cookie)).status,
  (await retry(id, token, cookie)).status
]

const orderBody = async (key = newKey()) => {
  const [phone] = await phones(1)
  return orderRequest([{ productId: phone!.id }], { idempotencyKey: key })
}

const place = async (body: unknown, cookie?: string) =>
  expectStatus(await placeOrder(body, cookie === undefined ? {} : { cookie }), 201) as Receipt

describe("a guest's order", () => {
  it("is answered with its token at placement, and again on a replay of its key", async () => {
    const body = await orderBody()
    const receipt = await place(body)
    expect(receipt.orderToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const again = await place(body)
    expect([again.id, again.orderToken]).toEqual([receipt.id, receipt.orderToken])
  })

  it("opens with its token only: no token, a forged one or another order's token is 404, and moves nothing", async () => {
    const mine = await place(await orderBody())
    const other = await place(await orderBody())
    const before = await databaseDigest()
    const wrongTokens = [
      undefined,
      "",
      "guess",
      other.orderToken,
      mine.orderToken.slice(1),
      `${mine.orderToken.slice(0, -1)}${mine.orderToken.endsWith("A") ? "B" : "A"}`,
      mine.orderToken.toUpperCase() === mine.orderToken ? mine.orderToken.toLowerCase() : mine.orderToken.toUpperCase(),
      "x".repeat(5_000)
    ]
    for (const token of wrongTokens) {
      expect(await statuses(mine.id, token), String(token).slice(0, 50)).toEqual([404, 404, 404, 404])
      const answer = await getOrder(mine.id, token)
      expect(answer.json).toEqual({ error: "not-found", message: expect.any(String) })
      // The refusal is the answer of an id that names nothing: it confirms nothing.
      expect(JSON.stringify(answer.json)).not.toContain(mine.contact.email)
    }
    expect(await databaseDigest()).toBe(before)
    const found = expectStatus(await getOrder(mine.id, mine.orderToken), 200) as { order: { id: string } }
    expect(found.order.id).toBe(mine.id)
    expect(expectStatus(await status(mine.id, mine.orderToken), 200).paymentState).toBe("created")
  })

  it("carries its token through the payment's pages and the sandbox round trip", async () => {
    const mine = await place(await orderBody())
    const started = expectStatus(await start(mine.id, mine.orderToken), 200)
    const pageToken = new URL(started.pagePath, "http://ro.localhost").searchParams.get("token")
    expect(pageToken).toBe(mine.orderToken)
    const { paymentId, token } = linkOf(started)
    const settled = expectStatus(
      await call<PaymentStep>(Complete.POST, { path: `/api/payments/sandbox/${paymentId}/complete/`, params: { paymentId }, body: { outcome: "paid", token } }),
      200
    )
    const back = new URL(settled.pagePath, "http://ro.localhost")
    expect([back.searchParams.get("order"), back.searchParams.get("token")]).toEqual([mine.id, mine.orderToken])
    expect(expectStatus(await status(mine.id, mine.orderToken), 200).paymentState).toBe("paid")
  })

  it("stays a guest's when its key is replayed while signed in: the account gains nothing", async () => {
    const ana = await signedInUser()
    const body = await orderBody()
    const receipt = await place(body)
    const replayed = await place(body, ana.cookie)
    expect([replayed.id, replayed.orderToken]).toEqual([receipt.id, receipt.orderToken])
    const purchases = expectStatus(await call<{ orders: ReadonlyArray<{ id: string }> }>(Purchases.GET, { path: "/api/account/purchases/", headers: { cookie: ana.cookie } }), 200)
    expect(purchases.orders).toEqual([])
    // Ana's session opens nothing of it; the token still does (it is still the guest's order).
    expect(await statuses(receipt.id, undefined, ana.cookie)).toEqual([404, 404, 404, 404])
    expect((await getOrder(receipt.id, receipt.orderToken, ana.cookie)).status).toBe(200)
  })
})

describe("a signed-in user's order", () => {
  it("opens with that user's session only: never with the token alone, nor with another user's session", async () => {
    const ana = await signedInUser()
    const ion = await signedInUser()
    const mine = await place(await orderBody(), ana.cookie)
    const before = await databaseDigest()
    expect(await statuses(mine.id, mine.orderToken)).toEqual([404, 404, 404, 404])
    expect(await statuses(mine.id, mine.orderToken, ion.cookie)).toEqual([404, 404, 404, 404])
    expect(await statuses(mine.id, undefined, "shop_session=forged")).toEqual([404, 404, 404, 404])
    expect(await databaseDigest()).toBe(before)
    expectStatus(await getOrder(mine.id, undefined, ana.cookie), 200)
    expect(expectStatus(await start(mine.id, undefined, ana.cookie), 200).paymentState).toBe("processing")
  })

  it("is attached to the account at placement, in the same step", async () => {
    const ana = await signedInUser()
    const mine = await place(await orderBody(), ana.cookie)
    const purchases = expectStatus(await call<{ orders: ReadonlyArray<{ id: string }> }>(Purchases.GET, { path: "/api/account/purchases/", headers: { cookie: ana.cookie } }), 200)
    expect(purchases.orders.map((o) => o.id)).toEqual([mine.id])
  })

  it("is not answered to a replay of its key by anyone else: a used key, nothing of the order", async () => {
    const ana = await signedInUser()
    const ion = await signedInUser()
    const body = await orderBody()
    const mine = await place(body, ana.cookie)
    for (const cookie of [ion.cookie, undefined]) {
      const before = await databaseDigest()
      const replay = await placeOrder(body, cookie === undefined ? {} : { cookie })
      expect(replay.status).toBe(409)
      expect(replay.json).toEqual({ error: "idempotency-conflict", message: expect.any(String) })
      expect(JSON.stringify(replay.json)).not.toContain(mine.id)
      expect(await databaseDigest()).toBe(before)
    }
    // The owner's own replay answers the order again.
    expect((await place(body, ana.cookie)).id).toBe(mine.id)
    const purchases = expectStatus(await call<{ orders: ReadonlyArray<{ id: string }> }>(Purchases.GET, { path: "/api/account/purchases/", headers: { cookie: ion.cookie } }), 200)
    expect(purchases.orders).toEqual([])
  })
})

afterAll(() => {
  if (previousPayments === undefined) delete process.env["PAYMENTS"]
  else process.env["PAYMENTS"] = previousPayments
})
