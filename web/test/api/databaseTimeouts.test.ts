import { describe, expect, it } from "@effect/vitest"
import pg from "pg"
import { vi } from "vitest"
import * as Orders from "../../app/api/orders/route.ts"
import * as Brands from "../../app/api/catalog/brands/route.ts"
import { call, useAppDatabase } from "../support/app.ts"
import { findDetail, newKey, orderRequest } from "../support/shop.ts"

/**
 * Issue 14 "No timeouts": a row lock held by a stuck transaction stalled every call of both servers.
 * With lock_timeout (DATABASE_LOCK_TIMEOUT_MS) a call that needs the row gives up, answers 503 with
 * Retry-After, and the rest of the shop keeps answering. PostgreSQL only: PGlite is one connection in
 * one process, where no other transaction can hold a lock.
 */
vi.mock("server-only", () => ({}))
const onPostgres = (process.env["TEST_DATABASE_URL"] ?? "") !== ""
vi.stubEnv("DATABASE_LOCK_TIMEOUT_MS", "400")
useAppDatabase()

describe.skipIf(!onPostgres)("a stuck transaction on PostgreSQL", () => {
  it("an order for the locked product answers 503 with Retry-After soon; other calls are not held up", async () => {
    const detail = await findDetail((d) => d.product.stock >= 2)
    const holder = new pg.Client({ connectionString: process.env["DATABASE_URL"] })
    await holder.connect()
    try {
      await holder.query("begin")
      await holder.query("select id from products where id = $1 for update", [detail.product.id])
      const started = Date.now()
      const response = await Orders.POST(new Request("http://ro.localhost:3000/api/orders/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(orderRequest([{ productId: detail.product.id }], { idempotencyKey: newKey() }))
      }))
      const waited = Date.now() - started
      expect(response.status).toBe(503)
      expect(response.headers.get("retry-after")).toMatch(/^[1-9]\d*$/)
      expect(await response.json()).toMatchObject({ error: "unavailable" })
      // Without the lock timeout this waits for the holder (forever here).
      expect(waited).toBeLessThan(10_000)
      const brands = await call(Brands.GET, { path: "/api/catalog/brands/" })
      expect(brands.status).toBe(200)
    } finally {
      await holder.query("rollback").catch(() => undefined)
      await holder.end()
    }
    // The lock gone, the same order goes through.
    const placed = await Orders.POST(new Request("http://ro.localhost:3000/api/orders/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(orderRequest([{ productId: detail.product.id }], { idempotencyKey: newKey() }))
    }))
    expect(placed.status).toBe(201)
  })
})

describe.skipIf(onPostgres)("on the embedded database", () => {
  it("has no second connection to hold a lock (this file's PostgreSQL case runs in the PostgreSQL pass)", () => {
    expect(onPostgres).toBe(false)
  })
})
