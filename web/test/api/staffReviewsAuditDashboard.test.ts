import { describe, expect, it } from "@effect/vitest"
import { ReviewRepository } from "@shop/core/backend/reviews/ReviewRepository"
import { Exit } from "effect"
import { vi } from "vitest"
import * as Approved from "../../app/api/reviews/approved/route.ts"
import * as Audit from "../../app/api/staff/audit/route.ts"
import * as Dashboard from "../../app/api/staff/dashboard/route.ts"
import * as Approve from "../../app/api/staff/reviews/[reviewId]/approve/route.ts"
import * as Reject from "../../app/api/staff/reviews/[reviewId]/reject/route.ts"
import * as Reviews from "../../app/api/staff/reviews/route.ts"
import { runExit } from "../../src/server/runtime.ts"
import { call, expectStatus, useAppDatabase } from "../support/app.ts"
import { newKey, orderRequest, phones, placeOrder } from "../support/shop.ts"
import { signedInStaff } from "../support/staffSession.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/** Issue 18: review moderation under staff roles, the audit list (admins) and the dashboard (every role). */

const as = (cookie?: string) => (cookie === undefined ? {} : { cookie })
const queue = (query: string, cookie?: string) => call(Reviews.GET, { path: `/api/staff/reviews/${query}`, headers: as(cookie) })
const decide = (verb: "approve" | "reject", reviewId: string, cookie?: string) =>
  call(verb === "approve" ? Approve.POST : Reject.POST, { method: "POST", path: `/api/staff/reviews/${reviewId}/${verb}/`, params: { reviewId }, headers: as(cookie) })
const auditList = (query: string, cookie?: string) => call(Audit.GET, { path: `/api/staff/audit/${query}`, headers: as(cookie) })
const dashboard = (cookie?: string) => call(Dashboard.GET, { path: "/api/staff/dashboard/", headers: as(cookie) })

let reviews = 0
const pendingReview = async (market: "RO" | "GR" = "GR") => {
  reviews += 1
  const exit = await runExit(ReviewRepository.use((repo) => repo.add({
    market, kind: "shop", rating: 4, name: `Eleni ${reviews}`, email: `eleni${reviews}@paradeigma.gr`,
    title: `Staff test ${process.pid} ${reviews}`, text: "Ήρθε σε δύο μέρες, σαν καινούργιο.", createdAt: Date.now()
  })))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value
}

describe("review moderation under staff roles", () => {
  it("signed out 401; warehouse and catalog 403; support lists the queue; malformed queries 400", async () => {
    const review = await pendingReview()
    expect((await queue("")).status).toBe(401)
    expect((await decide("approve", review.id)).status).toBe(401)
    for (const role of ["warehouse", "catalog"] as const) {
      const member = await signedInStaff(role)
      expect((await queue("", member.cookie)).status, role).toBe(403)
      expect((await decide("approve", review.id, member.cookie)).status, role).toBe(403)
      expect((await decide("reject", review.id, member.cookie)).status, role).toBe(403)
    }
    const support = await signedInStaff("support")
    const listed = expectStatus(await queue("?status=pending&page=1", support.cookie), 200) as {
      reviews: ReadonlyArray<{ id: string; email: string; status: string }>; pageSize: number; total: number
    }
    expect(listed.pageSize).toBe(25)
    expect(listed.reviews.find((r) => r.id === review.id)).toMatchObject({ status: "pending", email: review.email })
    for (const query of ["?status=approved", "?status=", "?page=0", "?page=x", "?page=1&page=2"]) {
      expect((await queue(query, support.cookie)).status, query).toBe(400)
    }
  })

  it("approve shows the review on its market's page, reject never; a second decision is 409, unknown ids 404; both audited", async () => {
    const support = await signedInStaff("support")
    const admin = await signedInStaff("admin")
    const good = await pendingReview()
    const bad = await pendingReview()
    expect(expectStatus(await decide("approve", good.id, support.cookie), 200)).toMatchObject({ id: good.id, status: "approved", moderatedAt: expect.any(Number) })
    expect(expectStatus(await decide("reject", bad.id, support.cookie), 200)).toMatchObject({ id: bad.id, status: "rejected" })
    const shown = expectStatus(await call(Approved.GET, { path: "/api/reviews/approved/?kind=shop", host: "gr.localhost:3000" }), 200) as { reviews: ReadonlyArray<{ id: string }> }
    expect(shown.reviews.map((r) => r.id)).toContain(good.id)
    expect(shown.reviews.map((r) => r.id)).not.toContain(bad.id)
    const again = await decide("reject", good.id, support.cookie)
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ error: "illegal-transition" })
    expect((await decide("approve", bad.id, support.cookie)).status).toBe(409)
    expect((await decide("approve", "00000000-0000-4000-8000-000000000000", support.cookie)).status).toBe(404)
    expect((await decide("approve", "not-a-review", support.cookie)).status).toBe(404)
    const pending = expectStatus(await queue("", support.cookie), 200) as { reviews: ReadonlyArray<{ id: string }> }
    expect(pending.reviews.map((r) => r.id)).not.toContain(good.id)
    const log = expectStatus(await auditList("", admin.cookie), 200) as { entries: ReadonlyArray<{ action: string; subject: string; actorId: string }> }
    const entries = log.entries.filter((e) => e.subject === `review:${good.id}` || e.subject === `review:${bad.id}`)
    expect(entries.map((e) => [e.action, e.subject, e.actorId])).toEqual([
      ["review.reject", `review:${bad.id}`, support.staff.id],
      ["review.approve", `review:${good.id}`, support.staff.id]
    ])
  })
})

describe("the audit list", () => {
  it("admins only (401 signed out, 403 for every other role); newest first, 50 to a page; malformed pages 400", async () => {
    expect((await auditList("")).status).toBe(401)
    for (const role of ["support", "warehouse", "catalog"] as const) {
      expect((await auditList("", (await signedInStaff(role)).cookie)).status, role).toBe(403)
    }
    const admin = await signedInStaff("admin")
    const support = await signedInStaff("support")
    for (let n = 0; n < 3; n++) await decide("approve", (await pendingReview()).id, support.cookie)
    const first = expectStatus(await auditList("?page=1", admin.cookie), 200) as { entries: ReadonlyArray<{ at: number; id: number }>; pageSize: number; total: number; pageCount: number }
    expect(first.pageSize).toBe(50)
    expect(first.total).toBeGreaterThanOrEqual(3)
    expect(first.pageCount).toBe(Math.max(1, Math.ceil(first.total / 50)))
    const times = first.entries.map((e) => e.at)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(expectStatus(await auditList(`?page=${first.pageCount + 1}`, admin.cookie), 200)).toMatchObject({ entries: [] })
    for (const query of ["?page=0", "?page=-2", "?page=one", "?page=1e3"]) expect((await auditList(query, admin.cookie)).status, query).toBe(400)
  })
})

describe("the dashboard", () => {
  it("every role reads it (401 signed out): per market its own day, today's orders and revenue, sell orders waiting, low stock", async () => {
    expect((await dashboard()).status).toBe(401)
    for (const role of ["warehouse", "catalog", "support"] as const) expect((await dashboard((await signedInStaff(role)).cookie)).status, role).toBe(200)
    const admin = await signedInStaff("admin")
    type Day = { market: string; day: string; orders: number; revenue: number; lowStock: { count: number; outOfStock: number; products: ReadonlyArray<{ stock: number }> } }
    const before = expectStatus(await dashboard(admin.cookie), 200) as { at: number; markets: ReadonlyArray<Day>; sellOrdersWaiting: ReadonlyArray<{ market: string; status: string; count: number }> }
    expect(before.markets.map((m) => m.market)).toEqual(["RO", "BG", "HU", "GR"])
    const bucharestDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Bucharest" }).format(new Date(before.at))
    expect(before.markets[0]!.day).toBe(bucharestDay)
    expect(before.sellOrdersWaiting.map((w) => `${w.market} ${w.status}`)).toEqual(
      ["RO", "BG", "HU", "GR"].flatMap((m) => ["submitted", "received", "evaluated", "accepted", "declined"].map((s) => `${m} ${s}`)))
    for (const day of before.markets) {
      expect(day.lowStock.products.every((p) => p.stock >= 1 && p.stock <= 2), day.market).toBe(true)
      expect(day.lowStock.products.length).toBeLessThanOrEqual(10)
    }
    // A cash-on-delivery order placed now counts at once, its total as revenue.
    const [phone] = await phones(1)
    const placed = await placeOrder(orderRequest([{ productId: phone!.id }], { paymentMethod: "cash-on-delivery", idempotencyKey: newKey() }))
    const total = (expectStatus(placed, 201) as { totals: { total: number } }).totals.total
    const after = expectStatus(await dashboard(admin.cookie), 200) as { markets: ReadonlyArray<Day> }
    const [ro0, ro1] = [before.markets[0]!, after.markets[0]!]
    expect(ro1.orders).toBe(ro0.orders + 1)
    expect(Math.round(ro1.revenue * 100)).toBe(Math.round((ro0.revenue + total) * 100))
    expect(after.markets.slice(1).map((m) => m.orders)).toEqual(before.markets.slice(1).map((m) => m.orders))
  })
})
