import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import * as Audit from "../../app/api/staff/audit/route.ts"
import * as Customers from "../../app/api/staff/customers/route.ts"
import * as Customer from "../../app/api/staff/customers/[uid]/route.ts"
import * as Deactivate from "../../app/api/staff/customers/[uid]/deactivate/route.ts"
import * as Reactivate from "../../app/api/staff/customers/[uid]/reactivate/route.ts"
import * as Login from "../../app/api/auth/login/route.ts"
import * as Session from "../../app/api/auth/session/route.ts"
import * as Settings from "../../app/api/account/settings/route.ts"
import { call, expectStatus, useAppDatabase } from "../support/app.ts"
import { send, valueOf } from "../support/authCalls.ts"
import { signedInUser } from "../support/session.ts"
import { signedInStaff } from "../support/staffSession.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/**
 * Issue 18, customers: search, a customer's record, and SPEC 4/6 deactivation from the console: the
 * customer's open session ends at their next request, sign-in is refused while deactivated and works
 * again after reactivation; every change is in the audit log.
 */

const as = (cookie: string) => ({ cookie })
const list = (query: string, cookie?: string) => call(Customers.GET, { path: `/api/staff/customers/${query}`, headers: cookie === undefined ? {} : as(cookie) })
const detail = (uid: string, cookie?: string) =>
  call(Customer.GET, { path: `/api/staff/customers/${encodeURIComponent(uid)}/`, params: { uid }, headers: cookie === undefined ? {} : as(cookie) })
const change = (verb: "deactivate" | "reactivate", uid: string, cookie?: string) =>
  call(verb === "deactivate" ? Deactivate.POST : Reactivate.POST, {
    method: "POST", path: `/api/staff/customers/${uid}/${verb}/`, params: { uid }, headers: cookie === undefined ? {} : as(cookie)
  })

let client = 0
/** A shopper's password sign-in from its own address (the login limit is per address too). */
const shopperLogin = (email: string, password: string) =>
  send(Login.POST, "/api/auth/login/", { body: { email, password }, headers: { "x-shop-client-address": `198.51.100.${++client}` } })
const browserOf = (reply: Awaited<ReturnType<typeof shopperLogin>>) =>
  `shop_session=${encodeURIComponent(valueOf(reply.cookies.get("shop_session")))}; shop_auth=${encodeURIComponent(valueOf(reply.cookies.get("shop_auth")))}`

describe("who may reach the customers", () => {
  it("signed out 401; warehouse and catalog 403; support and admin 200", async () => {
    expect((await list("")).status).toBe(401)
    expect((await detail("someone")).status).toBe(401)
    expect((await change("deactivate", "someone")).status).toBe(401)
    for (const role of ["warehouse", "catalog"] as const) {
      const member = await signedInStaff(role)
      expect((await list("", member.cookie)).status, role).toBe(403)
      expect((await detail("someone", member.cookie)).status, role).toBe(403)
      expect((await change("deactivate", "someone", member.cookie)).status, role).toBe(403)
      expect((await change("reactivate", "someone", member.cookie)).status, role).toBe(403)
    }
    for (const role of ["support", "admin"] as const) expect((await list("", (await signedInStaff(role)).cookie)).status, role).toBe(200)
  })
})

describe("search and a customer's record", () => {
  it("finds a customer by email and name, pages of 25; malformed queries are 400; an unknown customer is 404", async () => {
    const support = await signedInStaff("support")
    const shopper = await signedInUser()
    const found = expectStatus(await list(`?q=${encodeURIComponent(shopper.email.toUpperCase())}`, support.cookie), 200) as { customers: ReadonlyArray<{ id: string }>; total: number; pageSize: number }
    expect(found.customers.map((c) => c.id)).toEqual([shopper.id])
    expect(found).toMatchObject({ total: 1, pageSize: 25, page: 1, pageCount: 1 })
    const all = expectStatus(await list("?page=1", support.cookie), 200) as { total: number }
    expect(all.total).toBeGreaterThanOrEqual(1)
    expect(expectStatus(await list("?page=999", support.cookie), 200)).toMatchObject({ customers: [], page: 999 })
    for (const query of ["?page=0", "?page=abc", "?page=-1", "?page=1.5", `?q=${"x".repeat(201)}`, "?q=a&q=b", "?q=%00"]) {
      const answer = await list(query, support.cookie)
      expect(answer.status, query).toBe(400)
      expect(answer.json, query).toMatchObject({ error: "invalid-request" })
    }
    const record = expectStatus(await detail(shopper.id, support.cookie), 200)
    expect(record).toEqual({ customer: expect.objectContaining({ id: shopper.id, email: shopper.email, deactivatedAt: null }), orders: [], sales: [], returns: [] })
    expect((await detail("00000000-0000-4000-8000-000000000000", support.cookie)).status).toBe(404)
    expect((await detail("not a uid", support.cookie)).status).toBe(404)
  })
})

describe("deactivation and reactivation (SPEC 4/6)", () => {
  it("the customer's open session ends at once, sign-in is refused while deactivated, and works again after reactivation; each change is audited", async () => {
    const support = await signedInStaff("support")
    const admin = await signedInStaff("admin")
    const shopper = await signedInUser("secret-4242")
    const signedIn = await shopperLogin(shopper.email, "secret-4242")
    expect(signedIn.status).toBe(200)
    const browser = browserOf(signedIn)
    expect((await send(Session.GET, "/api/auth/session/", { cookies: browser })).json.user).not.toBeNull()
    expect((await send(Settings.GET, "/api/account/settings/", { cookies: browser })).status).toBe(200)

    const deactivated = expectStatus(await change("deactivate", shopper.id, support.cookie), 200) as { deactivatedAt: number | null }
    expect(deactivated.deactivatedAt).toEqual(expect.any(Number))
    // The very next request of the open session is signed out, and the cookies go.
    const after = await send(Session.GET, "/api/auth/session/", { cookies: browser })
    expect(after.json).toMatchObject({ user: null, decision: "logout-deactivated" })
    expect(after.cookies.get("shop_session")).toContain("Max-Age=0")
    expect((await send(Settings.GET, "/api/account/settings/", { cookies: browser })).status).toBe(401)
    // Sign-in is refused while deactivated, with the right password too.
    const refused = await shopperLogin(shopper.email, "secret-4242")
    expect(refused.status).toBe(403)
    expect(refused.json).toMatchObject({ error: "user-disabled" })
    expect(refused.cookies.has("shop_session")).toBe(false)
    // Twice is an illegal transition.
    expect((await change("deactivate", shopper.id, admin.cookie)).status).toBe(409)
    expect(expectStatus(await detail(shopper.id, support.cookie), 200)).toMatchObject({ customer: { deactivatedAt: deactivated.deactivatedAt } })

    expect(expectStatus(await change("reactivate", shopper.id, admin.cookie), 200)).toMatchObject({ id: shopper.id, deactivatedAt: null })
    expect((await change("reactivate", shopper.id, admin.cookie)).status).toBe(409)
    // The session deactivation ended stays ended; a new sign-in works.
    expect((await send(Session.GET, "/api/auth/session/", { cookies: browser })).json.user).toBeNull()
    const again = await shopperLogin(shopper.email, "secret-4242")
    expect(again.status).toBe(200)
    expect((await send(Settings.GET, "/api/account/settings/", { cookies: browserOf(again) })).status).toBe(200)

    const log = expectStatus(await call(Audit.GET, { path: "/api/staff/audit/", headers: as(admin.cookie) }), 200) as {
      entries: ReadonlyArray<{ action: string; subject: string; actorEmail: string; before: unknown; after: unknown }>
    }
    const mine = log.entries.filter((entry) => entry.subject === `customer:${shopper.id}`)
    expect(mine.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ["customer.reactivate", admin.staff.email],
      ["customer.deactivate", support.staff.email]
    ])
    expect(mine[1]).toMatchObject({ before: { deactivatedAt: null }, after: { deactivatedAt: deactivated.deactivatedAt } })
  })

  it("an unknown customer is 404 and a malformed uid 404; nothing is audited", async () => {
    const support = await signedInStaff("support")
    const admin = await signedInStaff("admin")
    const before = (expectStatus(await call(Audit.GET, { path: "/api/staff/audit/", headers: as(admin.cookie) }), 200) as { total: number }).total
    expect((await change("deactivate", "00000000-0000-4000-8000-000000000000", support.cookie)).status).toBe(404)
    expect((await change("reactivate", "no-such-user", support.cookie)).status).toBe(404)
    expect((await change("deactivate", "bad uid!", support.cookie)).status).toBe(404)
    expect((expectStatus(await call(Audit.GET, { path: "/api/staff/audit/", headers: as(admin.cookie) }), 200) as { total: number }).total).toBe(before)
  })
})
