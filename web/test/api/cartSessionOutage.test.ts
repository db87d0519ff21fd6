import { describe, expect, it } from "@effect/vitest"
import pg from "pg"
import { vi } from "vitest"
import * as Cart from "../../app/api/carts/[uid]/route.ts"
import { useAppDatabase } from "../support/app.ts"
import { signedInUser } from "../support/session.ts"

/**
 * Issue 14 "Outage": the cart calls say "unavailable" (503 with Retry-After) when the session lookup
 * itself cannot be answered, instead of "sign in" (401), which made the browser give up on the
 * signed-in cart. Here the users table is locked by a stuck transaction, so the lookup runs into the
 * lock timeout. PostgreSQL only: PGlite is one connection, where no other transaction holds a lock.
 */
vi.mock("server-only", () => ({}))
const onPostgres = (process.env["TEST_DATABASE_URL"] ?? "") !== ""
vi.stubEnv("DATABASE_LOCK_TIMEOUT_MS", "400")
useAppDatabase()

const getCart = async (uid: string, cookie: string) => {
  const response = await Cart.GET(new Request(`http://ro.localhost:3000/api/carts/${uid}/`, { headers: { cookie } }), { params: Promise.resolve({ uid }) })
  return { status: response.status, retryAfter: response.headers.get("retry-after"), json: await response.json() as unknown }
}

describe.skipIf(!onPostgres)("the cart calls while the session cannot be looked up", () => {
  it("answer 503 unavailable with Retry-After, then the cart again once the database answers", async () => {
    const ana = await signedInUser()
    expect((await getCart(ana.id, ana.cookie)).status).toBe(200)
    const holder = new pg.Client({ connectionString: process.env["DATABASE_URL"] })
    await holder.connect()
    try {
      await holder.query("begin")
      await holder.query("lock table users in access exclusive mode")
      const answer = await getCart(ana.id, ana.cookie)
      expect(answer.status).toBe(503)
      expect(answer.retryAfter).toMatch(/^[1-9]\d*$/)
      expect(answer.json).toEqual({ error: "unavailable", message: expect.any(String) })
    } finally {
      await holder.query("rollback").catch(() => undefined)
      await holder.end()
    }
    expect((await getCart(ana.id, ana.cookie)).status).toBe(200)
  })
})

describe.skipIf(onPostgres)("on the embedded database", () => {
  it("has no second connection to hold a lock (this file's PostgreSQL case runs in the PostgreSQL pass)", () => {
    expect(onPostgres).toBe(false)
  })
})
