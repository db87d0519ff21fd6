import { describe, expect, it } from "@effect/vitest"
import { orderDetail } from "@shop/core/backend/staff/orders"
import { can, type StaffActor, type StaffPermission } from "@shop/core/staff/roles"
import { Exit, Option } from "effect"
import { renderToStaticMarkup } from "react-dom/server"
import { vi } from "vitest"
import StaffOrderPage from "../../app/(console)/staff/orders/[orderId]/page.tsx"
import StaffOrdersPage from "../../app/(console)/staff/orders/page.tsx"
import StaffReturnPage from "../../app/(console)/staff/returns/[kind]/[id]/page.tsx"
import StaffReturnsPage from "../../app/(console)/staff/returns/page.tsx"
import * as ReturnForm from "../../app/api/account/returns/[orderId]/route.ts"
import { pickupDays } from "@shop/core/sell/pickupDate"
import { orderStepAction } from "../../src/staff/orders/orderActions.ts"
import { orderStepsFor } from "../../src/staff/orders/orderSteps.ts"
import { afterSalesStepAction } from "../../src/staff/returns/returnActions.ts"
import { afterSalesStepsFor } from "../../src/staff/returns/returnSteps.ts"
import { runExit } from "../../src/server/runtime.ts"
import { call, expectStatus, useAppDatabase } from "../support/app.ts"
import { signedInUser } from "../support/session.ts"
import { orderRequest, newKey, phones, placeOrder } from "../support/shop.ts"
import { signedInStaff } from "../support/staffSession.ts"

vi.mock("server-only", () => ({}))
vi.mock("next/cache", () => ({ refresh: () => undefined }))

/** The member the page and its actions see as signed in (the session lookup is the staff session test's business). */
let signedIn: StaffActor | null = null
vi.mock("../../src/staff/session.ts", () => ({
  staffLoginPath: "/staff/login/",
  currentStaff: async () => (signedIn === null ? Option.none() : Option.some(signedIn)),
  requireStaff: async () => {
    if (signedIn === null) throw new Error("redirect to the sign-in")
    return signedIn
  },
  staffPage: async (_returnTo: string, permission: StaffPermission) => {
    if (signedIn === null) throw new Error("redirect to the sign-in")
    return { staff: signedIn, allowed: can(signedIn.role, permission) }
  },
  safeReturnPath: () => "/staff/"
}))
useAppDatabase()

const codOrder = async (): Promise<string> => {
  const [phone] = await phones(1)
  const body = orderRequest([{ productId: phone!.id, extraServiceIds: [], accessoryIds: [] }], { idempotencyKey: newKey(), paymentMethod: "cash-on-delivery" })
  return (expectStatus(await placeOrder(body), 201) as { id: string }).id
}

const detailOf = async (staff: StaffActor, orderId: string) => {
  const exit = await runExit(orderDetail(staff, orderId))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value
}

const form = (fields: Record<string, string> = {}) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

const page = async (orderId: string) => renderToStaticMarkup(await StaffOrderPage({ params: Promise.resolve({ orderId }) }))

describe("the staff order pages", () => {
  it("show a role without orders.read the forbidden view, reading nothing", async () => {
    signedIn = (await signedInStaff("catalog")).staff
    const html = await page(await codOrder())
    expect(html).toContain('data-testid="staff-forbidden"')
    expect(html).not.toContain('data-testid="staff-order"')
    const list = renderToStaticMarkup(await StaffOrdersPage({ searchParams: Promise.resolve({}) }))
    expect(list).toContain('data-testid="staff-forbidden"')
  })

  it("list the order with a link to its page, in the market's currency and the member's language", async () => {
    const orderId = await codOrder()
    signedIn = (await signedInStaff("support")).staff
    const html = renderToStaticMarkup(await StaffOrdersPage({ searchParams: Promise.resolve({ status: "to-pack", market: "nowhere" }) }))
    expect(html).toContain(`data-id="${orderId}"`)
    expect(html).toContain(`href="/staff/orders/${orderId}`)
    expect(html).toContain("RON")
    expect(html).toContain("to pack")
    const none = renderToStaticMarkup(await StaffOrdersPage({ searchParams: Promise.resolve({ status: "delivered", q: orderId.slice(0, 8) }) }))
    expect(none).not.toContain(`data-id="${orderId}"`)
  })

  it("offer support no warehouse step and refuse one sent anyway (orders.fulfil), leaving the order as it was", async () => {
    const orderId = await codOrder()
    const support = (await signedInStaff("support")).staff
    signedIn = support
    expect(orderStepsFor(support, await detailOf(support, orderId))).toEqual(["cancelled"])
    const html = await page(orderId)
    expect(html).toContain('data-action="cancelled"')
    expect(html).not.toContain('data-action="packed"')
    const answer = await orderStepAction(orderId, "packed", null, form())
    expect(answer).toMatchObject({ ok: false, text: "Your role cannot do this." })
    expect((await detailOf(support, orderId)).fulfilment.state).toBe("placed")
  })

  it("take the warehouse through packed and shipped; shipping without a tracking number is refused and nothing moves", async () => {
    const orderId = await codOrder()
    const warehouse = (await signedInStaff("warehouse")).staff
    signedIn = warehouse
    expect(await page(orderId)).toContain('data-action="packed"')
    expect(await orderStepAction(orderId, "packed", null, form({ note: "  " }))).toMatchObject({ ok: true })
    const packedPage = await page(orderId)
    expect(packedPage).toContain('data-action="shipped"')
    expect(packedPage).toContain('data-testid="staff-tracking-number"')
    expect(packedPage).not.toContain('data-action="cancelled"')

    const refused = await orderStepAction(orderId, "shipped", null, form({ trackingNumber: "" }))
    expect(refused).toMatchObject({ ok: false })
    expect(refused?.text).toContain("tracking number")
    expect((await detailOf(warehouse, orderId)).fulfilment).toMatchObject({ state: "packed", trackingNumber: null })

    expect(await orderStepAction(orderId, "shipped", null, form({ trackingNumber: " RO-12345678 ", note: "two boxes" }))).toMatchObject({ ok: true })
    const shipped = await detailOf(warehouse, orderId)
    expect(shipped.fulfilment).toMatchObject({ state: "shipped", trackingNumber: "RO-12345678" })
    expect(shipped.fulfilment.events.at(-1)).toMatchObject({ to: "shipped", note: "two boxes", actorName: warehouse.name })
    const shippedPage = await page(orderId)
    expect(shippedPage).toContain("RO-12345678")
    expect(shippedPage).toContain('data-action="delivered"')
  })

  it("refuse a step that is not one, and answer a stale step as a conflict", async () => {
    const orderId = await codOrder()
    signedIn = (await signedInStaff("admin")).staff
    expect(await orderStepAction(orderId, "teleported", null, form())).toMatchObject({ ok: false })
    expect(await orderStepAction(orderId, "delivered", null, form())).toMatchObject({ ok: false, text: expect.stringContaining("changed meanwhile") })
  })
})

describe("the staff return steps", () => {
  it("offer each role only what it may do next", async () => {
    const warehouse = (await signedInStaff("warehouse")).staff
    const support = (await signedInStaff("support")).staff
    expect(afterSalesStepsFor(support, "open")).toEqual(["accepted", "refused"])
    expect(afterSalesStepsFor(warehouse, "open")).toEqual([])
    expect(afterSalesStepsFor(warehouse, "accepted")).toEqual(["received"])
    expect(afterSalesStepsFor(support, "received")).toEqual(["refunded"])
    expect(afterSalesStepsFor(support, "refunded")).toEqual([])
  })

  it("list a return, show it, refuse a refusal without a reason, and record one with it", async () => {
    const buyer = await signedInUser()
    const [phone] = await phones(1)
    const body = orderRequest([{ productId: phone!.id, extraServiceIds: [], accessoryIds: [] }], { idempotencyKey: newKey(), paymentMethod: "cash-on-delivery" })
    const orderId = (expectStatus(await placeOrder(body, { cookie: buyer.cookie }), 201) as { id: string }).id
    signedIn = (await signedInStaff("warehouse")).staff
    for (const [to, fields] of [["packed", {}], ["shipped", { trackingNumber: "AWB-55555" }], ["delivered", {}]] as const) {
      expect(await orderStepAction(orderId, to, null, form(fields))).toMatchObject({ ok: true })
    }
    const created = expectStatus(await call(ReturnForm.POST, {
      method: "POST", path: `/api/account/returns/${orderId}/`, params: { orderId }, headers: { cookie: buyer.cookie },
      body: { lines: [0], reason: "Too big for my hand", courierAddress: "Str. Lalelelor 3, Cluj-Napoca", pickupDate: pickupDays("RO", Date.now())[0]! }
    }), 201) as { id: string }
    const support = (await signedInStaff("support")).staff
    signedIn = support
    const list = renderToStaticMarkup(await StaffReturnsPage({ searchParams: Promise.resolve({ status: "open" }) }))
    expect(list).toContain(`data-id="${created.id}"`)
    const detailPage = async () => renderToStaticMarkup(await StaffReturnPage({ params: Promise.resolve({ kind: "return", id: created.id }) }))
    const open = await detailPage()
    expect(open).toContain("Too big for my hand")
    expect(open).toContain('data-action="accepted"')
    expect(open).toContain('data-action="refused"')
    const refused = await afterSalesStepAction("return", created.id, "refused", null, form({ reason: "" }))
    expect(refused).toMatchObject({ ok: false, text: expect.stringContaining("needs a reason") })
    expect(await afterSalesStepAction("return", created.id, "refused", null, form({ reason: "Scratched by use, not by us" }))).toMatchObject({ ok: true })
    const done = await detailPage()
    expect(done).toContain('data-status="refused"')
    expect(done).toContain("Scratched by use, not by us")
    expect(done).toContain('data-testid="staff-no-steps"')
  })

  it("refuse an unknown kind or request", async () => {
    signedIn = (await signedInStaff("support")).staff
    expect(await afterSalesStepAction("parcel", "x", "accepted", null, form())).toMatchObject({ ok: false })
    expect(await afterSalesStepAction("return", "00000000-0000-4000-8000-000000000000", "accepted", null, form())).toMatchObject({ ok: false, text: "This record no longer exists." })
  })
})
