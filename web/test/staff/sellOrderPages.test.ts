import { describe, expect, it } from "@effect/vitest"
import { SellOrderRepository } from "@shop/core/backend/ports/SellOrderRepository"
import { answerCounterOffer } from "@shop/core/backend/sell/counterOffers"
import type { StaffRole } from "@shop/core/staff/roles"
import { sampleSellOrders } from "@shop/core/test-support/backend/sellOrderRepositorySuite"
import { Effect, Exit, Option } from "effect"
import type { ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { beforeAll, vi } from "vitest"
import * as SellOrders from "../../app/api/sell/orders/route.ts"
import SellOrderPage from "../../app/(console)/staff/sell-orders/[sellOrderId]/page.tsx"
import SellOrdersPage from "../../app/(console)/staff/sell-orders/page.tsx"
import { runExit } from "../../src/server/runtime.ts"
import { sellOrderStepAction } from "../../src/staff/sellOrders/sellOrderActions.ts"
import { call, expectStatus, useAppDatabase } from "../support/app.ts"
import { payloadFor, pricedSellItem } from "../support/sell.ts"
import { signedInUser } from "../support/session.ts"
import { useSettings } from "../support/settings.ts"
import { newKey } from "../support/shop.ts"
import { signedInStaff } from "../support/staffSession.ts"

const jar = vi.hoisted(() => ({ cookie: "" }))
vi.mock("server-only", () => ({}))
vi.mock("next/headers", () => ({ headers: async () => new Headers({ cookie: jar.cookie }), cookies: async () => ({ set: () => undefined }) }))
vi.mock("next/cache", () => ({ refresh: () => undefined }))
vi.mock("next/navigation", () => ({
  notFound: () => { throw new Error("NEXT_NOT_FOUND") },
  redirect: (to: string) => { throw new Error(`NEXT_REDIRECT ${to}`) }
}))
useAppDatabase()
// The human check of the sell funnel has its own tests (sellHumanCheck.test.ts).
beforeAll(() => useSettings({ HUMAN_CHECK_SELL_ORDERS: "off" }))

const signIn = async (role: StaffRole) => {
  const member = await signedInStaff(role)
  jar.cookie = member.cookie
  return member
}

let keys = 0
const sale = async () => {
  keys += 1
  const base = sampleSellOrders[0]!
  const exit = await runExit(SellOrderRepository.use((repo) =>
    repo.save({ ...base, createdAt: Date.now() }, { key: `pages-${process.pid}-${keys}`, fingerprint: "fp" })))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value.sellOrderId
}

const html = async (view: Promise<ReactNode>) => renderToStaticMarkup(await view)
const listPage = (query: Record<string, string> = {}) => html(SellOrdersPage({ searchParams: Promise.resolve(query) }))
const detailPage = (id: string) => html(SellOrderPage({ params: Promise.resolve({ sellOrderId: id }) }))
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

describe("the console's sell-order pages", () => {
  it("list sell orders as rows with their ids, filtered by the form's market and status, in the member's language", async () => {
    await signIn("warehouse")
    const id = await sale()
    const page = await listPage()
    expect(page).toContain(`data-testid="staff-row" data-id="${id}"`)
    expect(page).toContain("Sell orders")
    // next/link writes the path as given; Next's trailingSlash setting adds the slash in the app.
    expect(page).toMatch(new RegExp(`href="/staff/sell-orders/${id}/?"`))
    expect(await listPage({ market: "BG", status: "" })).not.toContain(`data-id="${id}"`)
    expect(await listPage({ status: "received" })).not.toContain(`data-id="${id}"`)
    await expect(listPage({ status: "shipped" })).rejects.toThrow("NEXT_NOT_FOUND")
  })

  it("show the catalogue role the forbidden page, and send a signed-out visitor to the sign-in", async () => {
    await signIn("catalog")
    expect(await listPage()).toContain('data-testid="staff-forbidden"')
    jar.cookie = ""
    await expect(listPage()).rejects.toThrow("NEXT_REDIRECT /staff/login/")
  })

  it("the detail offers only the steps the role may take; the action moves the order and says why it refuses", async () => {
    const member = await signIn("warehouse")
    const id = await sale()
    const first = await detailPage(id)
    expect(first).toContain('data-testid="staff-action" data-action="received"')
    expect(first).not.toContain('data-action="cancelled"')
    expect(first).toContain("iPhone 12")
    expect(first).toContain("No, never")
    const refused = await sellOrderStepAction(id, "received", null, form({ reference: "  " }))
    expect(refused).toEqual({ ok: false, form: "received", text: "Check the fields: Enter the reference." })
    expect(await sellOrderStepAction(id, "received", null, form({ reference: "AWB 77" }))).toMatchObject({ ok: true })
    // Received: the inspection is next (its form and its flow: inspectionPage.test.ts); a payout is not the warehouse's.
    const received = await detailPage(id)
    expect(received).toContain('data-testid="staff-action" data-action="inspected"')
    expect(received).toContain('data-testid="staff-inspection"')
    expect(received).toContain("AWB 77")
    expect(received).toContain(member.staff.name)
    expect(await sellOrderStepAction(id, "paid", null, form({ amount: "1500.5", reference: "OP" }))).toMatchObject({ ok: false, text: "Your role cannot do this." })
    await signIn("support")
    const forSupport = await detailPage(id)
    expect(forSupport).not.toContain('data-action="inspected"')
    expect(forSupport).toContain('data-action="cancelled"')
    await expect(detailPage("00000000-0000-4000-8000-00000000beef")).rejects.toThrow("NEXT_NOT_FOUND")
  })
})

const payout = { paymentType: "iban", iban: "RO49AAAA1B31007593840000", sellerName: "Ion Popescu", cui: null, nrc: null, address: { county: "Cluj", city: "Cluj-Napoca" }, isCorporate: false, partner: false }
/** The GSMA's example IMEI (valid check digit) and the same with its last digit changed. */
const imei = "49 015420 323751 8"
const badImei = "490154203237519"

/** A signed-in seller's sale of the best-priced phone in RO, in its best condition, with payout details. */
const sellerSale = async (offer: 1 | 2 = 1) => {
  const seller = await signedInUser()
  const payload = await payloadFor(await pricedSellItem("RO"), offer, payout)
  const answer = await call<{ sellOrderId: string }>(SellOrders.POST, { path: "/api/sell/orders/", headers: { "idempotency-key": newKey(), cookie: seller.cookie }, body: payload })
  return { id: expectStatus(answer, 201).sellOrderId, offer: payload.totalEstimatedOffer, seller: { userId: seller.id, market: "RO" as const } }
}

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
const unescape = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&quot;", "\"").replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">")

/**
 * What the browser would send from the page's form named `name` as rendered (no JavaScript): hidden
 * and text inputs with their values, the checked radios and checkboxes, the textareas; then the
 * changes a technician makes (`set` replaces a field's values).
 */
const submitted = (html: string, name: string, set: Readonly<Record<string, ReadonlyArray<string>>> = {}): FormData => {
  const form = new RegExp(`<form[^>]*data-form="${name}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1]
  if (form === undefined) throw new Error(`no form ${name}`)
  const entries: Array<readonly [string, string]> = []
  for (const [tag] of form.matchAll(/<input[^>]*>/g)) {
    const field = attribute(tag, "name")
    const type = attribute(tag, "type") ?? "text"
    if (field === undefined || field.startsWith("$ACTION")) continue
    if ((type === "radio" || type === "checkbox") && !/\schecked=""/.test(tag)) continue
    entries.push([field, unescape(attribute(tag, "value") ?? "")])
  }
  for (const [, attributes = "", text = ""] of form.matchAll(/<textarea([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const field = attribute(attributes, "name")
    if (field !== undefined) entries.push([field, unescape(text)])
  }
  const data = new FormData()
  for (const [field, value] of entries) if (!(field in set)) data.append(field, value)
  for (const [field, values] of Object.entries(set)) for (const value of values) data.append(field, value)
  return data
}

const progressOf = async (id: string) => {
  const exit = await runExit(SellOrderRepository.use((repo) => Effect.map(repo.progressOf(id), Option.getOrThrow)))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value
}

describe("the console's inspection of a sell order", () => {
  it("asks the funnel's questions prefilled with the declaration; a bad IMEI is refused by field, keeping what was typed", async () => {
    await signIn("warehouse")
    const { id } = await sellerSale()
    expect(await detailPage(id)).not.toContain('data-testid="staff-inspection"')
    expect(await sellOrderStepAction(id, "received", null, form({ reference: "AWB 1" }))).toMatchObject({ ok: true })
    const html = await detailPage(id)
    expect(html).toContain('data-testid="staff-inspection"')
    expect(html).toContain('data-testid="staff-inspect-device" data-item-index="0"')
    for (const subject of ["colour", "storage", "liquid-contact", "grading-display", "grading-case"]) {
      expect(html).toMatch(new RegExp(`data-testid="staff-inspect-question" data-subject="${subject}"`))
    }
    // The seller declared the best answers: "no" liquid contact is ticked, in the member's language.
    expect(html).toMatch(/<input type="radio"[^>]*name="answer-0-liquid-contact"[^>]*checked=""[^>]*value="1"/)
    expect(html).toContain("No, never")
    expect(html).toContain('name="imei-0"')

    const refused = await sellOrderStepAction(id, "inspected", null, submitted(html, "inspected", { "imei-0": [badImei], "answer-0-grading-display": ["8"] }))
    expect(refused).toMatchObject({ ok: false, form: "inspected", fields: { "imei-0": expect.stringContaining("15 digits") } })
    expect(refused?.values).toMatchObject({ "imei-0": [badImei], "answer-0-grading-display": ["8"] })
    expect((await progressOf(id)).status).toBe("received")
    // A defect next to "none" on a defect step: refused on that question.
    const mixed = await sellOrderStepAction(id, "inspected", null, submitted(html, "inspected", { "imei-0": [imei], "answer-0-phone-defects": ["22", "23"] }))
    expect(mixed).toMatchObject({ ok: false, fields: { "answer-0-phone-defects": expect.any(String) } })
    // Core's own refusals land on the form's inputs too: a question of the device's path left unanswered.
    const open = await sellOrderStepAction(id, "inspected", null, submitted(html, "inspected", { "imei-0": [imei], "answer-0-grading-case": [] }))
    expect(open).toMatchObject({ ok: false, fields: { "answer-0-grading-case": expect.stringContaining("Answer this question") } })
    expect((await progressOf(id)).status).toBe("received")
  })

  it("a worse screen than declared makes a counter-offer, shown with the findings; the payout is prefilled with the accepted counter-offer", async () => {
    const warehouse = await signIn("warehouse")
    const { id, offer, seller } = await sellerSale()
    await sellOrderStepAction(id, "received", null, form({ reference: "AWB 2" }))
    const html = await detailPage(id)
    const done = await sellOrderStepAction(id, "inspected", null, submitted(html, "inspected", { "imei-0": [imei], "answer-0-grading-display": ["8"], "note-0": ["Deep scratches"] }))
    expect(done).toMatchObject({ ok: true })
    const progress = await progressOf(id)
    expect(progress.status).toBe("counter-offered")
    const amount = progress.counterOffer?.amount ?? Number.NaN
    expect(amount).toBeLessThan(offer)
    const after = await detailPage(id)
    expect(after).toContain('data-status="counter-offered"')
    expect(after).toContain('data-testid="staff-finding" data-item-index="0"')
    expect(after).toMatch(/data-testid="staff-finding-difference" data-subject="grading-display"/)
    expect(after).toContain(`data-testid="staff-counter-offer-amount" data-amount="${amount}"`)
    expect(after).toContain("Deep scratches")
    expect(after).toContain(warehouse.staff.name)
    expect(after).not.toContain('data-testid="staff-inspection"')
    expect(after).toContain('data-testid="staff-sell-no-actions"')
    const accepted = await runExit(answerCounterOffer(seller, id, true))
    if (Exit.isFailure(accepted)) throw new Error(String(accepted.cause))
    await signIn("support")
    const due = await detailPage(id)
    expect(due).toContain('data-testid="staff-counter-decision" data-accepted="true" data-by="seller"')
    expect(due).toMatch(new RegExp(`<input[^>]*name="amount"[^>]*value="${amount}"`))
    expect(await sellOrderStepAction(id, "paid", null, submitted(due, "paid", { reference: ["OP 78"] }))).toMatchObject({ ok: true })
    expect((await progressOf(id)).payout?.amount).toBe(amount)
  })

  it("found as declared, the sale goes to payout at the accepted offer, prefilled in the payout form", async () => {
    await signIn("warehouse")
    const { id, offer } = await sellerSale()
    await sellOrderStepAction(id, "received", null, form({ reference: "AWB 3" }))
    const received = await detailPage(id)
    const inspected = await sellOrderStepAction(id, "inspected", null, submitted(received, "inspected", { "imei-0": [imei] }))
    expect(inspected, JSON.stringify(inspected)).toMatchObject({ ok: true })
    expect((await progressOf(id)).status).toBe("evaluated")
    await signIn("support")
    const html = await detailPage(id)
    expect(html).toContain('data-testid="staff-goes-to-payout"')
    expect(html).toContain(`value="${offer}"`)
    const paid = await sellOrderStepAction(id, "paid", null, submitted(html, "paid", { reference: ["OP 77"] }))
    expect(paid).toMatchObject({ ok: true })
    const progress = await progressOf(id)
    expect(progress.status).toBe("paid")
    expect(progress.payout?.amount).toBe(offer)
  })

  it("a paid instant sale is inspected afterwards as a reconciliation: the findings are recorded, the status stays paid", async () => {
    await signIn("admin")
    const { id, offer } = await sellerSale(2)
    await sellOrderStepAction(id, "received", null, form({ reference: "AWB 4" }))
    const received = await detailPage(id)
    expect(received).not.toContain('data-testid="staff-inspection"')
    expect(received).toMatch(new RegExp(`<input[^>]*name="amount"[^>]*value="${offer}"`))
    expect(await sellOrderStepAction(id, "paid", null, submitted(received, "paid", { reference: ["OP 79"] }))).toMatchObject({ ok: true })
    const paid = await detailPage(id)
    expect(paid).toContain('data-testid="staff-inspection"')
    expect(paid).toContain("Instant sell: the seller was paid on pickup.")
    const reconciled = await sellOrderStepAction(id, "inspected", null, submitted(paid, "inspected", { "imei-0": [imei], "answer-0-grading-case": ["12"] }))
    expect(reconciled).toMatchObject({ ok: true })
    const progress = await progressOf(id)
    expect(progress.status).toBe("paid")
    expect(progress.payout?.amount).toBe(offer)
    const after = await detailPage(id)
    expect(after).toMatch(/data-testid="staff-finding-difference" data-subject="grading-case"/)
    expect(after).not.toContain('data-testid="staff-inspection"')
  })

  it("a declined counter-offer sends the device back: the warehouse records the return's reference, and nothing is paid", async () => {
    await signIn("warehouse")
    const { id, seller } = await sellerSale()
    await sellOrderStepAction(id, "received", null, form({ reference: "AWB 5" }))
    const received = await detailPage(id)
    await sellOrderStepAction(id, "inspected", null, submitted(received, "inspected", { "imei-0": [imei], "answer-0-grading-display": ["8"] }))
    const declined = await runExit(answerCounterOffer(seller, id, false))
    if (Exit.isFailure(declined)) throw new Error(String(declined.cause))
    const toReturn = await detailPage(id)
    expect(toReturn).toContain('data-status="declined"')
    expect(toReturn).toContain('data-testid="staff-action" data-action="returned"')
    expect(toReturn).not.toContain('data-action="paid"')
    expect(await sellOrderStepAction(id, "returned", null, form({ reference: " " }))).toMatchObject({ ok: false })
    expect(await sellOrderStepAction(id, "returned", null, form({ reference: "RET 55" }))).toMatchObject({ ok: true })
    const returned = await detailPage(id)
    expect(returned).toContain('data-status="returned"')
    expect(returned).toContain('data-testid="staff-sell-returned"')
    expect(returned).toContain("RET 55")
    expect((await progressOf(id)).payout).toBeNull()
  })
})
