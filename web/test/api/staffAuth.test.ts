import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import * as Login from "../../app/api/staff/auth/login/route.ts"
import * as Logout from "../../app/api/staff/auth/logout/route.ts"
import * as Session from "../../app/api/staff/auth/session/route.ts"
import * as Staff from "../../app/api/staff/staff/route.ts"
import * as StaffMember from "../../app/api/staff/staff/[staffId]/route.ts"
import * as Pending from "../../app/api/account/purchases/route.ts"
import { call, expectStatus, useAppDatabase } from "../support/app.ts"
import { signedInUser } from "../support/session.ts"
import { signedInStaff } from "../support/staffSession.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

const login = (body: unknown, headers: Record<string, string> = {}) => call(Login.POST, { path: "/api/staff/auth/login/", body, headers })
const session = (cookie?: string) => call(Session.GET, { path: "/api/staff/auth/session/", headers: cookie === undefined ? {} : { cookie } })
const cookieOf = (setCookie: string | null) => (setCookie ?? "").split(";")[0] ?? ""

describe("the staff console's sign-in", () => {
  it("signs a member in with an httpOnly SameSite=Strict cookie; the session call names them and their permissions; logout ends it", async () => {
    const member = await signedInStaff("warehouse")
    const answer = await login({ email: member.staff.email.toUpperCase(), password: member.password })
    const body = expectStatus(answer, 200) as { staff: { role: string }; permissions: ReadonlyArray<string> }
    expect(body.staff.role).toBe("warehouse")
    expect(body.permissions).toContain("orders.fulfil")
    expect(body.permissions).not.toContain("orders.cancel")
    const setCookie = answer.headers.get("set-cookie") ?? ""
    expect(setCookie).toMatch(/^shop_staff=/)
    expect(setCookie).toContain("HttpOnly")
    expect(setCookie).toContain("SameSite=Strict")
    const cookie = cookieOf(setCookie)
    expect(expectStatus(await session(cookie), 200)).toMatchObject({ staff: { email: member.staff.email } })
    const out = await call(Logout.POST, { path: "/api/staff/auth/logout/", body: {}, headers: { cookie } })
    expect(out.status).toBe(200)
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0")
    expect((await session(cookie)).status).toBe(401)
    // Logging out again, or without a cookie, is harmless.
    expect((await call(Logout.POST, { path: "/api/staff/auth/logout/", body: {}, headers: { cookie } })).status).toBe(200)
  })

  it("refuses a wrong password and an unknown email alike (401), and malformed bodies with 400", async () => {
    const member = await signedInStaff("support")
    const wrong = await login({ email: member.staff.email, password: "not the password at all" })
    const unknown = await login({ email: "nobody-here@shop.example", password: "not the password at all" })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.json).toEqual(unknown.json)
    expect(wrong.headers.get("set-cookie")).toBeNull()
    expect((await login("{oops")).status).toBe(400)
    expect((await login({ email: member.staff.email })).status).toBe(400)
    expect((await login({ email: 5, password: [] })).status).toBe(400)
    expect((await login({ email: "a@b.c", password: "x".repeat(10_000) })).status).toBe(400)
  })

  it("a shopper's session is not a staff session, and a forged staff cookie names nobody", async () => {
    const shopper = await signedInUser()
    expect((await session(shopper.cookie)).status).toBe(401)
    expect((await session(shopper.cookie.replace("shop_session", "shop_staff"))).status).toBe(401)
    expect((await session("shop_staff=forged-token")).status).toBe(401)
    expect((await session(`shop_staff=${"x".repeat(4000)}`)).status).toBe(401)
    // and a staff cookie opens no shopper's account
    const member = await signedInStaff("admin")
    expect((await call(Pending.GET, { path: "/api/account/purchases/", headers: { cookie: member.cookie } })).status).toBe(401)
  })

  it("counts sign-in attempts per account: after the limit even the right password waits (429 with Retry-After)", async () => {
    const member = await signedInStaff("catalog")
    for (let i = 0; i < 5; i++) expect((await login({ email: member.staff.email, password: "a wrong password here" })).status).toBe(401)
    const limited = await login({ email: member.staff.email, password: member.password })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
  })
})

describe("staff management", () => {
  it("admins add and change members; other roles get 403; signed out 401; a taken email 422; unknown id 404", async () => {
    const admin = await signedInStaff("admin")
    const support = await signedInStaff("support")
    const newMember = { email: `new-${Date.now()}@shop.example`, name: "Nora Nagy", role: "catalog", language: "hu", password: "a long new password" }
    expect((await call(Staff.POST, { path: "/api/staff/staff/", body: newMember })).status).toBe(401)
    expect((await call(Staff.POST, { path: "/api/staff/staff/", body: newMember, headers: { cookie: support.cookie } })).status).toBe(403)
    expect((await call(Staff.GET, { path: "/api/staff/staff/", headers: { cookie: support.cookie } })).status).toBe(403)
    const created = expectStatus(await call(Staff.POST, { path: "/api/staff/staff/", body: newMember, headers: { cookie: admin.cookie } }), 201) as { id: string }
    expect(created).not.toHaveProperty("passwordHash")
    expect((await call(Staff.POST, { path: "/api/staff/staff/", body: newMember, headers: { cookie: admin.cookie } })).status).toBe(422)
    expect((await call(Staff.POST, { path: "/api/staff/staff/", body: { ...newMember, email: "x@shop.example", role: "owner" }, headers: { cookie: admin.cookie } })).status).toBe(400)
    expect((await call(Staff.POST, { path: "/api/staff/staff/", body: { ...newMember, email: "y@shop.example", password: "short" }, headers: { cookie: admin.cookie } })).status).toBe(400)
    const listed = expectStatus(await call(Staff.GET, { path: "/api/staff/staff/", headers: { cookie: admin.cookie } }), 200) as { staff: ReadonlyArray<{ email: string }> }
    expect(listed.staff.map((m) => m.email)).toContain(newMember.email)

    const signedNew = expectStatus(await login({ email: newMember.email, password: newMember.password }), 200)
    expect(signedNew).toMatchObject({ staff: { role: "catalog", language: "hu" } })
    const patch = (id: string, body: unknown, cookie: string) =>
      call(StaffMember.PATCH, { method: "PATCH", path: `/api/staff/staff/${id}/`, params: { staffId: id }, body, headers: { cookie } })
    expect((await patch(created.id, { disabled: true }, support.cookie)).status).toBe(403)
    expect((await patch("00000000-0000-4000-8000-000000000000", { role: "support" }, admin.cookie)).status).toBe(404)
    expect((await patch(created.id, { role: "boss" }, admin.cookie)).status).toBe(400)
    expect((await patch(admin.staff.id, { disabled: true }, admin.cookie)).status).toBe(400)
    expect(expectStatus(await patch(created.id, { disabled: true }, admin.cookie), 200)).toMatchObject({ disabledAt: expect.any(Number) })
    expect((await login({ email: newMember.email, password: newMember.password })).status).toBe(401)
  })
})
