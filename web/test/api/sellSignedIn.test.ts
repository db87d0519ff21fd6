import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import * as Sales from "../../app/api/account/sales/route.ts"
import * as Sale from "../../app/api/account/sales/[sellOrderId]/route.ts"
import * as SellOrders from "../../app/api/sell/orders/route.ts"
import { call, expectStatus, useAppDatabase } from "../support/app.ts"
import { solvedToken } from "../support/humanCheck.ts"
import { signedInUser } from "../support/session.ts"
import { payloadFor, pricedSellItem } from "../support/sell.ts"
import { newKey } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/** Issue 17: a signed-in seller is asked no email; the sale is the account's, sent with the account's email. */
const sell = async (cookie: string | null, userEmail: string) => {
  const payload = await payloadFor(await pricedSellItem("RO"), 1)
  return expectStatus(await call<{ sellOrderId: string; sellOrderToken: string; payload: { userEmail: string } }>(SellOrders.POST, {
    path: "/api/sell/orders/",
    headers: { "idempotency-key": newKey(), ...(cookie === null ? {} : { cookie }) },
    body: { ...payload, userEmail, humanCheck: await solvedToken() }
  }), 201)
}

const saleEmail = async (cookie: string, id: string) => {
  const found = expectStatus(await call<{ payload: { userEmail: string } }>(Sale.GET, {
    path: `/api/account/sales/${id}/`,
    params: { sellOrderId: id },
    headers: { cookie }
  }), 200)
  return found.payload.userEmail
}

describe("a sale sent while signed in", () => {
  it("is the account's, with the account's email whatever the body says, and shows in its sales", async () => {
    const ana = await signedInUser()
    const sale = await sell(ana.cookie, "typed.in.the.funnel@example.com")
    expect(sale.payload.userEmail).toBe(ana.email)
    expect(await saleEmail(ana.cookie, sale.sellOrderId)).toBe(ana.email)
    const list = expectStatus(await call<{ sales: ReadonlyArray<{ sellOrderId: string }> }>(Sales.GET, {
      path: "/api/account/sales/",
      headers: { cookie: ana.cookie }
    }), 200)
    expect(list.sales.map((s) => s.sellOrderId)).toContain(sale.sellOrderId)
  })

  it("signed out, is a guest's with the email given in the funnel, in nobody's sales", async () => {
    const ana = await signedInUser()
    const sale = await sell(null, "guest.seller@example.com")
    expect(sale.payload.userEmail).toBe("guest.seller@example.com")
    const list = expectStatus(await call<{ sales: ReadonlyArray<{ sellOrderId: string }> }>(Sales.GET, {
      path: "/api/account/sales/",
      headers: { cookie: ana.cookie }
    }), 200)
    expect(list.sales.map((s) => s.sellOrderId)).not.toContain(sale.sellOrderId)
  })
})
