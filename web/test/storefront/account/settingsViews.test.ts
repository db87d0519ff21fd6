import { describe, expect, it } from "@effect/vitest"
import { issueSessionToken } from "@shop/core/backend/auth/accounts"
import { PasswordHasher, UserRepository } from "@shop/core/backend/auth/ports"
import { SellOrderRepository } from "@shop/core/backend/ports/SellOrderRepository"
import type { NewSellOrder } from "@shop/core/sell/sellTypes"
import type { ResolvedRoute } from "@shop/core/routes/index"
import { pathOf, pathOfRoute, resolvePath } from "@shop/core/routes/router"
import { sampleSellOrders } from "@shop/core/test-support/backend/sellOrderRepositorySuite"
import { Effect, Exit, Option, Result } from "effect"
import type { ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { vi } from "vitest"
import * as Corporate from "../../../app/api/account/settings/corporate/route.ts"
import { translatorOfMarket } from "../../../src/i18n/translator.ts"
import { SaleDetailsView } from "../../../src/storefront/account/MySales.tsx"
import { SettingsView } from "../../../src/storefront/account/SettingsPage.tsx"
import type { SearchParams } from "../../../src/storefront/views.ts"
import { runExit } from "../../../src/server/runtime.ts"
import { call, expectStatus, useAppDatabase } from "../../support/app.ts"

const jar = vi.hoisted(() => ({ cookies: [] as Array<{ name: string; value: string }> }))
vi.mock("server-only", () => ({}))
vi.mock("../../../src/client/islands.tsx", () => import("../../support/islands.ts"))
// Pages read the request's Cookie header (src/server/auth/pageCookies.ts).
vi.mock("next/headers", () => ({ headers: async () => new Headers({ cookie: jar.cookies.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join("; ") }) }))
useAppDatabase()

let counter = 0
const signIn = async () => {
  counter += 1
  const exit = await runExit(Effect.gen(function*() {
    const hash = yield* (yield* PasswordHasher).hash("secret-42")
    const user = yield* (yield* UserRepository).insert({ email: `views-${process.pid}-${counter}@example.com`, name: "Ana Pop", passwordHash: hash, createdAt: Date.now() })
    return { id: user.id, email: user.email, token: yield* issueSessionToken(user.id) }
  }))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  jar.cookies = [{ name: "shop_session", value: exit.value.token }]
  return { ...exit.value, cookie: `shop_session=${encodeURIComponent(exit.value.token)}` }
}

const html = async (view: ReactNode | Promise<ReactNode>) => renderToStaticMarkup(await view)
const tr = translatorOfMarket("RO")

const settingsPage = (searchParams: SearchParams) => {
  const route = Option.getOrThrow(resolvePath("RO", pathOf("RO", "settings"))) as Extract<ResolvedRoute, { readonly key: "settings" }>
  return html(SettingsView({ market: "RO", route, tr, names: {}, pathname: pathOf("RO", "settings"), searchParams }))
}

const saleDetailsPage = (saleId: string, searchParams: SearchParams) => {
  const path = Result.getOrThrow(pathOfRoute("RO", { key: "saleDetails", params: { saleId } } as never))
  const route = Option.getOrThrow(resolvePath("RO", path)) as Extract<ResolvedRoute, { readonly key: "saleDetails" }>
  return html(SaleDetailsView({ market: "RO", route, tr, names: {}, pathname: path, searchParams }))
}

const sale = async (userId: string, withPayout: boolean) => {
  const base = sampleSellOrders[0]!
  const order: NewSellOrder = {
    ...base,
    payload: { ...base.payload, paymentDetails: withPayout ? base.payload.paymentDetails : null, serviceDbUserId: userId },
    createdAt: Date.now()
  }
  counter += 1
  const exit = await runExit(SellOrderRepository.use((repo) => repo.save(order, { key: `views-${process.pid}-${counter}`, fingerprint: "fp" })))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value.sellOrderId
}

const company = {
  name: "Alfa Service S.R.L.", fiscalCode: "RO18547290", registrationNumber: "J40/1234/2020", email: "office@alfa.ro",
  phoneNumber: "0712345678", iban: "RO49AAAA1B31007593840000", county: "Cluj", city: "Cluj-Napoca"
}

describe("the settings page", () => {
  it("shows the email form, an empty company form and the identity error of a refused email change in Romanian", async () => {
    const ana = await signIn()
    const page = await settingsPage({ emailError: "requires-recent-login" })
    expect(page).toContain(`data-testid="settings-email">${ana.email}<`)
    expect(page).toContain('data-testid="email-form"')
    expect(page).toContain('name="newEmail"')
    expect(page).toContain(`data-testid="settings-email-error">${tr.t("auth-requires-recent-login")}<`)
    expect(page).toContain('data-testid="corporate-form"')
    expect(page).toContain(tr.t("mysettings-corporate-hint"))
    expect(page).not.toContain('data-testid="corporate-remove"')
    for (const name of ["name", "fiscalCode", "registrationNumber", "email", "phoneNumber", "iban", "county", "city"]) expect(page).toContain(`name="${name}"`)
  })

  it("ignores query words that are not its own (a name of Object's prototype included)", async () => {
    await signIn()
    const page = await settingsPage({ saved: "constructor", invalid: "constructor,toString,__proto__" })
    expect(page).not.toContain("[native code]")
    expect(page).not.toContain('role="alert"')
    expect(page).not.toContain('role="status"')
  })

  it("shows saved company details, the remove button, a confirmation and the refused fields' validator messages", async () => {
    const ana = await signIn()
    expectStatus(await call(Corporate.POST, { path: "/api/account/settings/corporate/", headers: { cookie: ana.cookie }, body: { corporate: company } }), 200)
    const page = await settingsPage({ saved: "corporate", invalid: "corporate.fiscalCode:invalid-tax-code,corporate.bogus:invalid-iban,corporate.city:not-a-key" })
    expect(page).toContain('value="RO18547290"')
    expect(page).toContain('value="Alfa Service S.R.L."')
    expect(page).toContain('data-testid="corporate-remove"')
    expect(page).toContain(tr.t("mysettings-corporate-saved"))
    expect(page).toContain(`data-testid="settings-error-corporate.fiscalCode">${tr.t("invalid-tax-code")}<`)
    expect(page).not.toContain("settings-error-corporate.bogus")
    expect(page).not.toContain("settings-error-corporate.city")
  })
})

describe("the sale details page", () => {
  it("offers the payout form on a sale without payout details, prefilled from the saved company", async () => {
    const ana = await signIn()
    expectStatus(await call(Corporate.POST, { path: "/api/account/settings/corporate/", headers: { cookie: ana.cookie }, body: { corporate: company } }), 200)
    const id = await sale(ana.id, false)
    const page = await saleDetailsPage(id, { invalid: "iban:invalid-iban" })
    expect(page).toContain('data-testid="sale-payout-form"')
    expect(page).toContain('data-testid="sale-payout-prefilled"')
    expect(page).toMatch(/name="isCorporate" checked="" value="true"/)
    expect(page).toContain('value="RO49AAAA1B31007593840000"')
    expect(page).toContain(`data-testid="payout-error-iban">${tr.t("invalid-iban")}<`)
    expect(page).toContain(tr.t("mysettings-form-has-errors"))
  })

  it("a private seller's form without saved details; no form on a sale that has payout details (shown masked)", async () => {
    const ana = await signIn()
    const open = await saleDetailsPage(await sale(ana.id, false), {})
    expect(open).toMatch(/name="isCorporate" checked="" value="false"/)
    expect(open).not.toContain('data-testid="sale-payout-prefilled"')
    const done = await saleDetailsPage(await sale(ana.id, true), { payout: "saved" })
    expect(done).not.toContain('data-testid="sale-payout-form"')
    expect(done).toContain('data-testid="sale-payout-details"')
    expect(done).toContain("0000")
    expect(done).not.toContain("RO49AAAA1B31007593840000")
    expect(done).toContain(tr.t("mysettings-payout-saved"))
  })
})
