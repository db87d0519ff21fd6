import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import * as SellOrders from "../../app/api/sell/orders/route.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { solvedToken } from "../support/humanCheck.ts"
import { payloadFor, pricedSellItem } from "../support/sell.ts"
import { newKey } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/** Issue 8: sell-order submission is behind the human check (on by default). */
describe("the human check on POST /api/sell/orders/", () => {
  it("takes a sell order with a solved check; refuses a missing, forged or reused token, writing nothing", async () => {
    const payload = await payloadFor(await pricedSellItem("RO"), 1)
    const token = await solvedToken()
    const sold = expectStatus(await call<{ sellOrderId: string }>(SellOrders.POST, { path: "/api/sell/orders/", headers: { "idempotency-key": newKey() }, body: { ...payload, humanCheck: token } }), 201)
    expect(sold.sellOrderId).not.toBe("")
    const before = await databaseDigest()
    for (const humanCheck of [undefined, null, "", "forged", token]) {
      const body = humanCheck === undefined ? payload : { ...payload, humanCheck }
      const answer = await call<{ error: string; fields: Record<string, string> }>(SellOrders.POST, { path: "/api/sell/orders/", headers: { "idempotency-key": newKey() }, body })
      expect(expectStatus(answer, 422)).toMatchObject({ error: "validation-failed", fields: { humanCheck: "human-check-failed" } })
    }
    expect(await databaseDigest()).toEqual(before)
  })
})
