import { describe, expect, it } from "@effect/vitest"
import { SellOrderRepository } from "@shop/core/backend/ports/SellOrderRepository"
import type { StaffRole } from "@shop/core/staff/roles"
import { sampleSellOrders } from "@shop/core/test-support/backend/sellOrderRepositorySuite"
import { sampleMoves } from "@shop/core/test-support/backend/sellOrderProgressSuite"
import { Effect, Exit, Option } from "effect"
import type { ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { vi } from "vitest"
import SellOrderPage from "../../app/staff/sell-orders/[sellOrderId]/page.tsx"
import SellOrdersPage from "../../app/staff/sell-orders/page.tsx"
import { runExit } from "../../src/server/runtime.ts"
import { sellOrderStepAction } from "../../src/staff/sellOrders/sellOrderActions.ts"
import { useAppDatabase } from "../support/app.ts"
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
    // The inspection's form is the console's (issue 19): the evaluation is stored as core plans it.
    const inspected = await runExit(SellOrderRepository.use((repo) => repo.move(id, sampleMoves.evaluated(Date.now(), 1500.5))))
    if (Exit.isFailure(inspected)) throw new Error(String(inspected.cause))
    expect(await sellOrderStepAction(id, "paid", null, form({ amount: "1500.5", reference: "OP" }))).toMatchObject({ ok: false, text: "Your role cannot do this." })
    const evaluated = await detailPage(id)
    expect(evaluated).toContain('data-testid="staff-sell-no-actions"')
    expect(evaluated).toContain("AWB 77")
    expect(evaluated).toContain(member.staff.name)
    await signIn("support")
    expect(await detailPage(id)).toContain('data-action="paid"')
    expect(await sellOrderStepAction(id, "paid", null, form({ amount: "1500.50", reference: "OP 9" }))).toMatchObject({ ok: true })
    const paid = await detailPage(id)
    expect(paid).toContain('data-testid="staff-sell-payout"')
    expect(paid).toContain('data-status="paid"')
    const progress = await runExit(SellOrderRepository.use((repo) => Effect.map(repo.progressOf(id), Option.getOrThrow)))
    if (Exit.isFailure(progress)) throw new Error(String(progress.cause))
    expect(progress.value.payout?.amount).toBe(1500.5)
    await expect(detailPage("00000000-0000-4000-8000-00000000beef")).rejects.toThrow("NEXT_NOT_FOUND")
  })
})
