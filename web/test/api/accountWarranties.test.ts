import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { pickupDays } from "@shop/core/sell/pickupDate"
import * as Insurances from "../../app/api/account/insurances/route.ts"
import * as Deliveries from "../../app/api/account/staff/deliveries/route.ts"
import * as Warranties from "../../app/api/account/warranties/route.ts"
import * as SendIn from "../../app/api/account/warranties/[orderId]/route.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { useSettings } from "../support/settings.ts"
import { signedInUser } from "../support/session.ts"
import { findDetail, newKey, orderRequest, placeOrder } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

const adminToken = "staff-token-for-account-warranties"
interface WarrantyAnswer {
  readonly warranties: ReadonlyArray<{
    orderId: string; line: number; state: string; standardUntil: number; validUntil: number
    extension: { key: string; months: number } | null; openClaimId: string | null; canSendIn: boolean
  }>
  readonly claims: ReadonlyArray<{ id: string; orderId: string; line: number; status: string }>
}

/** A signed-in RO order of a phone with a warranty extension and an insurance, marked delivered. */
const deliveredOrderWithServices = async (cookie: string) => {
  const detail = await findDetail((d) =>
    d.extraServices.some((s) => s.type === "WARRANTY_EXTENSION" && s.isActive) && d.extraServices.some((s) => s.type === "INSURANCE" && s.isActive))
  const extension = detail.extraServices.find((s) => s.type === "WARRANTY_EXTENSION" && s.isActive)!
  const insurance = detail.extraServices.find((s) => s.type === "INSURANCE" && s.isActive)!
  const body = orderRequest([{ productId: detail.product.id, extraServiceIds: [extension.id, insurance.id], accessoryIds: [] }], { idempotencyKey: newKey(), paymentMethod: "cash-on-delivery" })
  const order = expectStatus(await placeOrder(body, { cookie }), 201) as { id: string }
  useSettings({ ADMIN_TOKEN: adminToken })
  expectStatus(await call(Deliveries.POST, { path: "/api/account/staff/deliveries/", headers: { authorization: `Bearer ${adminToken}` }, body: { orderId: order.id } }), 200)
  return order
}

const listWarranties = (cookie: string | null, host?: string) =>
  call<WarrantyAnswer>(Warranties.GET, { path: "/api/account/warranties/", headers: cookie === null ? {} : { cookie }, ...(host === undefined ? {} : { host }) })

const sendIn = (orderId: string, cookie: string | null, body: unknown) =>
  call(SendIn.POST, { path: `/api/account/warranties/${orderId}/`, params: { orderId }, headers: cookie === null ? {} : { cookie }, body })

const validClaim = () => ({ line: 0, problem: "The screen stays black after charging", courierAddress: "Str. Lalelelor 3, Cluj-Napoca", pickupDate: pickupDays("RO", Date.now())[0]! })

describe("the warranty calls", () => {
  it("list each device with the standard warranty and its extension; a send-in is stored once per line", async () => {
    const ana = await signedInUser()
    const order = await deliveredOrderWithServices(ana.cookie)
    const listed = expectStatus(await listWarranties(ana.cookie), 200)
    const [device] = listed.warranties.filter((w) => w.orderId === order.id)
    expect(device).toMatchObject({ line: 0, state: "active", canSendIn: true, openClaimId: null })
    expect(device!.extension?.months).toBeGreaterThan(0)
    expect(device!.validUntil).toBeGreaterThan(device!.standardUntil)

    const stored = expectStatus(await sendIn(order.id, ana.cookie, validClaim()), 201) as { id: string; orderId: string; line: number; status: string }
    expect(stored).toMatchObject({ orderId: order.id, line: 0, status: "open" })
    const after = expectStatus(await listWarranties(ana.cookie), 200)
    expect(after.claims.map((c) => c.id)).toEqual([stored.id])
    expect(after.warranties.find((w) => w.orderId === order.id)).toMatchObject({ openClaimId: stored.id, canSendIn: false })

    const before = await databaseDigest()
    const again = await sendIn(order.id, ana.cookie, validClaim())
    expect(again.status).toBe(422)
    expect(again.json).toMatchObject({ error: "validation-failed" })
    expect(await databaseDigest()).toEqual(before)
  })

  it("401 without a session, 404 for another user's or an unknown order, 4xx for bad bodies; nothing written", async () => {
    const ana = await signedInUser()
    const ion = await signedInUser()
    const order = await deliveredOrderWithServices(ana.cookie)
    const before = await databaseDigest()
    expect((await listWarranties(null)).status).toBe(401)
    expect((await sendIn(order.id, null, validClaim())).status).toBe(401)
    expect((await call(Insurances.GET, { path: "/api/account/insurances/" })).status).toBe(401)
    expect((await sendIn(order.id, ion.cookie, validClaim())).status).toBe(404)
    expect((await sendIn("not-a-uuid", ana.cookie, validClaim())).status).toBe(404)
    expect((await sendIn("00000000-0000-4000-8000-00000000beef", ana.cookie, validClaim())).status).toBe(404)
    expect(expectStatus(await listWarranties(ion.cookie), 200).warranties).toEqual([])
    for (const body of [{}, { ...validClaim(), line: "0" }, { ...validClaim(), line: 1.5 }, { ...validClaim(), line: 9 }, { ...validClaim(), problem: "short" },
      { ...validClaim(), problem: "x".repeat(1001) }, { ...validClaim(), courierAddress: " " }, { ...validClaim(), pickupDate: "2020-01-01" }, "{oops", [], null]) {
      const answer = await sendIn(order.id, ana.cookie, body)
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500)
    }
    expect((await sendIn(order.id, ana.cookie, "{oops")).status).toBe(400)
    expect((await sendIn(order.id, ana.cookie, { ...validClaim(), line: "0" })).status).toBe(400)
    const fields = await sendIn(order.id, ana.cookie, { line: 9, problem: "short", courierAddress: "", pickupDate: "2020-01-01" })
    expect(fields.status).toBe(422)
    expect(Object.keys((fields.json as { fields: Record<string, string> }).fields).sort()).toEqual(["courierAddress", "line", "pickupDate", "problem"])
    expect(await databaseDigest()).toEqual(before)
  })

  it("insurances: RO lists the insured device; another market's host is 404; my warranties there are the market's own (none)", async () => {
    const ana = await signedInUser()
    const order = await deliveredOrderWithServices(ana.cookie)
    const insured = expectStatus(await call<{ insurances: ReadonlyArray<{ orderId: string; months: number; state: string; key: string }> }>(
      Insurances.GET, { path: "/api/account/insurances/", headers: { cookie: ana.cookie } }), 200)
    expect(insured.insurances.filter((i) => i.orderId === order.id).map((i) => [i.key.includes("insurance"), i.months, i.state])).toEqual([[true, 12, "active"]])
    const bg = await call(Insurances.GET, { path: "/api/account/insurances/", headers: { cookie: ana.cookie }, host: "bg.localhost:3000" })
    expect(bg.status).toBe(404)
    expect(expectStatus(await listWarranties(ana.cookie, "hu.localhost:3000"), 200).warranties).toEqual([])
  })
})
