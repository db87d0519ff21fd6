import { describe, expect, it } from "@effect/vitest"
import { warrantyValidUntil } from "@shop/core/account/returnsAndWarranty"
import { issueSessionToken } from "@shop/core/backend/auth/accounts"
import { UserRepository } from "@shop/core/backend/auth/ports"
import type { MarketCode } from "@shop/core/markets/market"
import type { ResolvedRoute, RouteKey } from "@shop/core/routes/index"
import { pathOf, resolvePath } from "@shop/core/routes/router"
import { Effect, Exit, Option } from "effect"
import type { ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { vi } from "vitest"
import * as Deliveries from "../../../app/api/account/staff/deliveries/route.ts"
import { translatorOfMarket } from "../../../src/i18n/translator.ts"
import { formatDay } from "../../../src/storefront/account/format.ts"
import { type FormState, refusedResult } from "../../../src/storefront/account/formResult.ts"
import { MyInsurancesView } from "../../../src/storefront/account/MyInsurances.tsx"
import { MyWarrantiesView } from "../../../src/storefront/account/MyWarranties.tsx"
import { SendInWarrantyView } from "../../../src/storefront/account/SendInWarranty.tsx"
import { submitWarrantyForm } from "../../../src/storefront/account/warrantyActions.ts"
import { pickupDays } from "@shop/core/sell/pickupDate"
import { runExit } from "../../../src/server/runtime.ts"
import type { SearchParams, ViewProps } from "../../../src/storefront/views.ts"
import { call, expectStatus, useAppDatabase } from "../../support/app.ts"
import { useSettings } from "../../support/settings.ts"
import { findDetail, newKey, orderRequest, placeOrder } from "../../support/shop.ts"

const jar = vi.hoisted(() => ({ cookies: [] as Array<{ name: string; value: string }> }))
// The answer of the page's form action (useActionState's state) the render shows; null: none yet.
const answer = vi.hoisted(() => ({ state: null as FormState }))
vi.mock("react", async (original) => ({
  ...await original<typeof import("react")>(),
  useActionState: (_action: unknown, initial: unknown) => [answer.state ?? initial, () => undefined, false]
}))
vi.mock("server-only", () => ({}))
vi.mock("../../../src/client/islands.tsx", () => import("../../support/islands.ts"))
// Pages read the request's Cookie header (src/server/auth/pageCookies.ts).
vi.mock("next/headers", () => ({ headers: async () => new Headers({ cookie: jar.cookies.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join("; ") }) }))
useAppDatabase()

const adminToken = "staff-token-for-warranty-views"
let userCounter = 0

const signIn = async (): Promise<{ id: string; token: string }> => {
  userCounter += 1
  const exit = await runExit(Effect.gen(function*() {
    const user = yield* (yield* UserRepository).insert({ email: `warranty-views-${process.pid}-${userCounter}@example.com`, name: "Ana Pop", passwordHash: "unused", createdAt: Date.now() })
    return { id: user.id, token: yield* issueSessionToken(user.id) }
  }))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  jar.cookies = [{ name: "shop_session", value: exit.value.token }]
  return exit.value
}

const propsOf = <K extends RouteKey>(market: MarketCode, key: K, searchParams: SearchParams = {}): ViewProps<K> => {
  const pathname = pathOf(market, key as never)
  const route = Option.getOrThrow(resolvePath(market, pathname)) as Extract<ResolvedRoute, { readonly key: K }>
  return { market, route, tr: translatorOfMarket(market), names: {}, pathname, searchParams }
}

const html = async (view: ReactNode | Promise<ReactNode>) => renderToStaticMarkup(await view)

/** What Next's notFound()/redirect() threw (their digest), or "rendered". */
const outcomeOf = async (view: () => ReactNode | Promise<ReactNode>): Promise<string> => {
  try {
    await html(view())
    return "rendered"
  } catch (error) {
    return String((error as { digest?: unknown }).digest ?? error)
  }
}

const deliveredOrderWithServices = async () => {
  const detail = await findDetail((d) =>
    d.extraServices.some((s) => s.type === "WARRANTY_EXTENSION" && s.isActive) && d.extraServices.some((s) => s.type === "INSURANCE" && s.isActive))
  const services = ["WARRANTY_EXTENSION", "INSURANCE"].map((type) => detail.extraServices.find((s) => s.type === type && s.isActive)!.id)
  const cookie = `shop_session=${encodeURIComponent(jar.cookies[0]!.value)}`
  const body = orderRequest([{ productId: detail.product.id, extraServiceIds: services, accessoryIds: [] }], { idempotencyKey: newKey(), paymentMethod: "cash-on-delivery" })
  const order = expectStatus(await placeOrder(body, { cookie }), 201) as { id: string }
  useSettings({ ADMIN_TOKEN: adminToken })
  const delivered = expectStatus(await call(Deliveries.POST, { path: "/api/account/staff/deliveries/", headers: { authorization: `Bearer ${adminToken}` }, body: { orderId: order.id } }), 200) as { deliveredAt: number }
  return { orderId: order.id, deliveredAt: delivered.deliveredAt }
}

describe("the warranty pages", () => {
  it("send a visitor to login with the page (and the chosen device) to come back to", async () => {
    jar.cookies = []
    expect(await outcomeOf(() => MyWarrantiesView(propsOf("RO", "myWarranties"))))
      .toContain(`${pathOf("RO", "login")}?returnTo=${encodeURIComponent(pathOf("RO", "myWarranties"))}`)
    expect(await outcomeOf(() => SendInWarrantyView(propsOf("RO", "sendInWarranty", { order: "abc", line: "0" }))))
      .toContain(`returnTo=${encodeURIComponent(`${pathOf("RO", "sendInWarranty")}?order=abc&line=0`)}`)
  })

  it("my warranties: the device with the standard end and the extended end in the market's dates, and a send-in link", async () => {
    await signIn()
    const { orderId, deliveredAt } = await deliveredOrderWithServices()
    const page = await html(MyWarrantiesView(propsOf("RO", "myWarranties")))
    expect(page).toContain(`data-order-id="${orderId}" data-line="0" data-state="active"`)
    const standardUntil = warrantyValidUntil("RO", deliveredAt, { warrantyDetails: { measure: "years", name: "", validity: 2 } })
    expect(page).toContain(`data-testid="warranty-standard-until">${formatDay("RO", standardUntil - 1)}<`)
    expect(page).toContain("Garanție standard + extindere")
    expect(page).toContain("2 ani")
    expect(page).toContain(`href="${pathOf("RO", "sendInWarranty")}?order=${orderId}&amp;line=0"`)
    const bg = await html(MyWarrantiesView(propsOf("BG", "myWarranties")))
    expect(bg).toContain(`data-testid="warranty-empty"`)
    expect(bg).toContain("Все още нямаш устройства с гаранция")
  })

  it("send in: the form for the owner's device with field errors; another user's order is not found", async () => {
    await signIn()
    const { orderId } = await deliveredOrderWithServices()
    answer.state = refusedResult("sendin", { problem: "text-too-short", pickupDate: "pickup-date-required", bogus: "required-field" })
    const form = await html(SendInWarrantyView(propsOf("RO", "sendInWarranty", { order: orderId, line: "0" })))
    answer.state = null
    expect(form).toContain(`data-testid="sendin-form"`)
    expect(form).toContain(`name="problem"`)
    expect(form).toContain(`data-testid="sendin-error-problem"`)
    expect(form).toContain(`data-testid="sendin-error-pickupDate"`)
    expect(form).not.toContain("sendin-error-bogus")
    expect(form).not.toContain("sendin-error-courierAddress")
    const chooser = await html(SendInWarrantyView(propsOf("RO", "sendInWarranty")))
    expect(chooser).toContain(`data-testid="sendin-choice" href="${pathOf("RO", "sendInWarranty")}?order=${orderId}&amp;line=0"`)
    for (const search of [{ order: orderId, line: "7" }, { order: orderId, line: "x" }, { order: orderId }, { submitted: "00000000-0000-4000-8000-00000000beef" }]) {
      expect(await outcomeOf(() => SendInWarrantyView(propsOf("RO", "sendInWarranty", search))), JSON.stringify(search)).toContain("404")
    }
    await signIn()
    expect(await outcomeOf(() => SendInWarrantyView(propsOf("RO", "sendInWarranty", { order: orderId, line: "0" })))).toContain("404")
  })

  it("my insurances (RO): the insured device with its period and end", async () => {
    await signIn()
    const { orderId } = await deliveredOrderWithServices()
    const page = await html(MyInsurancesView(propsOf("RO", "myInsurances")))
    expect(page).toContain(`data-testid="insurance" data-order-id="${orderId}" data-line="0" data-state="active"`)
    expect(page).toContain("12 luni")
    await signIn()
    expect(await html(MyInsurancesView(propsOf("RO", "myInsurances")))).toContain(`data-testid="insurance-empty"`)
  })
})

describe("the send-in form's action", () => {
  const formData = (fields: Readonly<Record<string, string>>): FormData => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    return form
  }

  it("answers the refused fields as a typed result; a stored request goes to its confirmation page", async () => {
    await signIn()
    const { orderId } = await deliveredOrderWithServices()
    const refused = await submitWarrantyForm(orderId, 0, null, formData({ problem: "", courierAddress: "Str. Lalelelor 3, Cluj", pickupDate: "" }))
    expect(refused?.ok === false && refused.form).toBe("sendin")
    expect(refused?.ok === false && Object.keys(refused.fieldErrors).sort()).toEqual(["pickupDate", "problem"])
    const problem = "Ecranul clipește și se stinge după câteva minute."
    const stored = await submitWarrantyForm(orderId, 0, refused, formData({ problem, courierAddress: "Str. Lalelelor 3, Cluj", pickupDate: pickupDays("RO", Date.now())[0]! }))
      .then(() => "answered", (error: unknown) => String((error as { digest?: unknown }).digest ?? error))
    expect(stored).toContain(`${pathOf("RO", "sendInWarranty")}?submitted=`)
  })
})
