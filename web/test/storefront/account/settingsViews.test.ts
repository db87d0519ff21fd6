import { describe, expect, it } from "@effect/vitest"
import { issueSessionToken } from "@shop/core/backend/auth/accounts"
import { PasswordHasher, UserRepository } from "@shop/core/backend/auth/ports"
import { SellOrderRepository } from "@shop/core/backend/ports/SellOrderRepository"
import type { NewSellOrder } from "@shop/core/sell/sellTypes"
import type { ResolvedRoute } from "@shop/core/routes/index"
import { pathOf, pathOfRoute, resolvePath } from "@shop/core/routes/router"
import { sampleSellOrders } from "@shop/core/test-support/backend/sellOrderRepositorySuite"
import { sampleMoves } from "@shop/core/test-support/backend/sellOrderProgressSuite"
import type { MarketCode } from "@shop/core/markets/index"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { Effect, Exit, Option, Result } from "effect"
import { mySettings } from "@shop/core/backend/account/settings"
import type { ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { vi } from "vitest"
import * as Corporate from "../../../app/api/account/settings/corporate/route.ts"
import { translatorOfMarket } from "../../../src/i18n/translator.ts"
import { MySalesView, SaleDetailsView } from "../../../src/storefront/account/MySales.tsx"
import { SettingsView } from "../../../src/storefront/account/SettingsPage.tsx"
import { type FormState, refusedResult, savedResult } from "../../../src/storefront/account/formResult.ts"
import { completePayoutForm } from "../../../src/storefront/account/salePayoutActions.ts"
import { settingsFormAction } from "../../../src/storefront/account/settingsActions.ts"
import { runExit } from "../../../src/server/runtime.ts"
import { call, expectStatus, useAppDatabase } from "../../support/app.ts"

const jar = vi.hoisted(() => ({ cookies: [] as Array<{ name: string; value: string }>, set: [] as Array<{ name: string; value: string }> }))
// The answer of the page's form action (useActionState's state) the render shows; null: none yet.
const answer = vi.hoisted(() => ({ state: null as FormState }))
vi.mock("react", async (original) => ({
  ...await original<typeof import("react")>(),
  useActionState: (_action: unknown, initial: unknown) => [answer.state ?? initial, () => undefined, false]
}))
// A saved form renders the page again (Next's refresh() in a server action).
const refreshes = vi.hoisted(() => ({ count: 0 }))
vi.mock("next/cache", () => ({ refresh: () => { refreshes.count += 1 } }))
vi.mock("server-only", () => ({}))
vi.mock("../../../src/client/islands.tsx", () => import("../../support/islands.ts"))
// Pages read the request's Cookie header (src/server/auth/pageCookies.ts).
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ cookie: jar.cookies.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join("; ") }),
  // A changed password sets this browser's new session cookies (server actions only).
  cookies: async () => ({ set: (name: string, value: string) => { jar.set.push({ name, value }) } })
}))
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

/** The settings page as rendered with `state` as its form action's answer. */
const settingsRoute = () => Option.getOrThrow(resolvePath("RO", pathOf("RO", "settings"))) as Extract<ResolvedRoute, { readonly key: "settings" }>

const settingsPage = (state: FormState) => {
  answer.state = state
  return html(SettingsView({ market: "RO", route: settingsRoute(), tr, names: {}, pathname: pathOf("RO", "settings"), searchParams: {} }))
}

const saleDetailsPage = (saleId: string, state: FormState, market: MarketCode = "RO") => {
  answer.state = state
  const path = Result.getOrThrow(pathOfRoute(market, { key: "saleDetails", params: { saleId } } as never))
  const route = Option.getOrThrow(resolvePath(market, path)) as Extract<ResolvedRoute, { readonly key: "saleDetails" }>
  return html(SaleDetailsView({ market, route, tr: translatorOfMarket(market), names: {}, pathname: path, searchParams: {} }))
}

const mySalesPage = (market: MarketCode) => {
  const path = pathOf(market, "mySales")
  const route = Option.getOrThrow(resolvePath(market, path)) as Extract<ResolvedRoute, { readonly key: "mySales" }>
  return html(MySalesView({ market, route, tr: translatorOfMarket(market), names: {}, pathname: path, searchParams: {} }))
}

const sale = async (userId: string, withPayout: boolean, market: MarketCode = "RO") => {
  const base = sampleSellOrders[0]!
  const order: NewSellOrder = {
    ...base,
    payload: { ...base.payload, countryCode: market, paymentDetails: withPayout ? base.payload.paymentDetails : null, serviceDbUserId: userId },
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
    const page = await settingsPage(refusedResult("email", {}, "auth-requires-recent-login"))
    expect(page).toContain(`data-testid="settings-email">${ana.email}<`)
    expect(page).toContain('data-testid="email-form"')
    expect(page).toContain('name="newEmail"')
    expect(page).toContain(`data-testid="settings-email-error">${tr.t("auth-requires-recent-login")}<`)
    expect(page).toContain('data-testid="corporate-form"')
    expect(page).toContain(tr.t("mysettings-corporate-hint"))
    expect(page).not.toContain('data-testid="corporate-remove"')
    for (const name of ["name", "fiscalCode", "registrationNumber", "email", "phoneNumber", "iban", "county", "city"]) expect(page).toContain(`name="${name}"`)
  })

  it("shows nothing of an answer that is not its own (names of Object's prototype included)", async () => {
    await signIn()
    for (const state of [
      savedResult("profile", "constructor"),
      refusedResult("profile", { constructor: "required-field", toString: "required-field", ["__proto__"]: "required-field" }, "toString"),
      refusedResult("corporate", { "corporate.name": "constructor" }, "hasOwnProperty")
    ]) {
      const page = await settingsPage(state)
      expect(page).not.toContain("[native code]")
      expect(page).not.toContain('role="alert"')
      expect(page).not.toContain('role="status"')
    }
  })

  it("shows saved company details, the remove button and the confirmation of what was saved", async () => {
    const ana = await signIn()
    expectStatus(await call(Corporate.POST, { path: "/api/account/settings/corporate/", headers: { cookie: ana.cookie }, body: { corporate: company } }), 200)
    const page = await settingsPage(savedResult("corporate", "corporate"))
    expect(page).toContain('value="RO18547290"')
    expect(page).toContain('value="Alfa Service S.R.L."')
    expect(page).toContain('data-testid="corporate-remove"')
    expect(page).toContain(`data-testid="settings-saved" data-saved="corporate">${tr.t("mysettings-corporate-saved")}<`)
  })

  it("shows the refused fields at their form: the validator's message and aria-invalid on a company field, the page's own under a profile field", async () => {
    await signIn()
    const corporate = await settingsPage(refusedResult("corporate", {
      "corporate.fiscalCode": "invalid-tax-code", "corporate.bogus": "invalid-iban", "corporate.city": "not-a-key"
    }))
    expect(corporate).toContain(`data-testid="settings-error-corporate.fiscalCode">${tr.t("invalid-tax-code")}<`)
    expect(corporate).toMatch(/aria-invalid="true" name="fiscalCode"/)
    // A key the page has no message for is neither shown nor marked.
    expect(corporate).toMatch(/aria-invalid="false" name="city"/)
    expect(corporate).not.toContain("settings-error-corporate.bogus")
    expect(corporate).not.toContain("settings-error-corporate.city")
    expect(corporate).not.toContain('data-testid="settings-saved"')
    const profile = await settingsPage(refusedResult("profile", { "payout.accountNumber": "iban-wrong-country" }))
    expect(profile).toContain(`data-testid="settings-error-payout.accountNumber">${tr.t("myaccount-settings-error-iban")}<`)
    // The same field name of another form is not this form's.
    expect(await settingsPage(refusedResult("password", { name: "required-field" }))).not.toContain("settings-error-name")
    const password = await settingsPage(refusedResult("password", {}, "auth-too-many-requests"))
    expect(password).toContain(`data-testid="settings-password-error">${tr.t("auth-too-many-requests")}<`)
    expect(password).not.toContain("settings-email-error")
  })
})

describe("the sale details page", () => {
  it("offers the payout form on a sale without payout details, prefilled from the saved company", async () => {
    const ana = await signIn()
    expectStatus(await call(Corporate.POST, { path: "/api/account/settings/corporate/", headers: { cookie: ana.cookie }, body: { corporate: company } }), 200)
    const id = await sale(ana.id, false)
    const page = await saleDetailsPage(id, refusedResult("payout", { iban: "invalid-iban" }))
    expect(page).toContain('data-testid="sale-payout-form"')
    expect(page).toContain('data-testid="sale-payout-prefilled"')
    expect(page).toMatch(/name="isCorporate" checked="" value="true"/)
    expect(page).toContain('value="RO49AAAA1B31007593840000"')
    expect(page).toContain(`data-testid="payout-error-iban">${tr.t("invalid-iban")}<`)
    expect(page).toMatch(/aria-invalid="true" name="iban"/)
    expect(page).toContain(tr.t("mysettings-form-has-errors"))
    expect(page).not.toContain('data-testid="sale-payout-conflict"')
    const conflict = await saleDetailsPage(id, refusedResult("payout", {}, "mysettings-payout-conflict"))
    expect(conflict).toContain(`data-testid="sale-payout-conflict">${tr.t("mysettings-payout-conflict")}<`)
    expect(conflict).not.toContain(tr.t("mysettings-form-has-errors"))
  })

  it("a private seller's form without saved details; no form on a sale that has payout details (shown masked)", async () => {
    const ana = await signIn()
    const open = await saleDetailsPage(await sale(ana.id, false), null)
    expect(open).toMatch(/name="isCorporate" checked="" value="false"/)
    expect(open).not.toContain('data-testid="sale-payout-prefilled"')
    const done = await saleDetailsPage(await sale(ana.id, true), savedResult("payout", "payout"))
    expect(done).not.toContain('data-testid="sale-payout-form"')
    expect(done).toContain('data-testid="sale-payout-details"')
    expect(done).toContain("0000")
    expect(done).not.toContain("RO49AAAA1B31007593840000")
    expect(done).toContain(tr.t("mysettings-payout-saved"))
  })

  it("shows each status the sale reached with its day, the value after inspection and the amount paid, in every market's language", async () => {
    const ana = await signIn()
    for (const market of ["RO", "BG", "HU", "GR"] as const) {
      const words = translatorOfMarket(market)
      const id = await sale(ana.id, true, market)
      const submitted = await saleDetailsPage(id, null, market)
      expect(submitted.match(/data-testid="sale-step"/g)).toHaveLength(1)
      expect(submitted).toContain(words.t("myaccount-sale-progress"))
      expect(submitted).not.toContain('data-testid="sale-paid-amount"')
      const moved = await runExit(SellOrderRepository.use((repo) =>
        Effect.forEach([sampleMoves.received(), sampleMoves.evaluated(), sampleMoves.paid()], (move) => repo.move(id, move))))
      if (Exit.isFailure(moved)) throw new Error(String(moved.cause))
      const paid = await saleDetailsPage(id, null, market)
      expect([...paid.matchAll(/data-testid="sale-step" data-status="(\w+)"/g)].map((m) => m[1])).toEqual(["submitted", "received", "evaluated", "paid"])
      for (const key of ["myaccount-sale-received", "myaccount-sale-evaluated", "myaccount-sale-paid", "myaccount-sale-paid-amount", "myaccount-sale-evaluated-amount", "myaccount-sale-paid-on"] as const) {
        expect(paid, `${market} ${key}`).toContain(words.t(key))
      }
      expect(paid).toContain(`data-testid="sale-paid-amount">${formatPrice(market, 1100.55)}<`)
      // The staff's words stay with the staff.
      expect(paid).not.toMatch(/Ioana|AWB 9901|TRF-2026|Case scratched/)
      const list = await mySalesPage(market)
      expect(list).toContain(`data-testid="sale-paid-amount">${formatPrice(market, 1100.55)}<`)
      expect(list).toContain(words.t("myaccount-sale-paid"))
    }
  })
})

const formData = (fields: Readonly<Record<string, string>>): FormData => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

const stored = async (userId: string) => {
  const exit = await runExit(mySettings(userId))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value
}

describe("the settings page's action answers typed results", () => {
  it("the profile: its refused fields, or saved (stored, the page rendered again)", async () => {
    const ana = await signIn()
    const before = refreshes.count
    const refused = await settingsFormAction(null, formData({ settingsForm: "profile", name: "Ana Pop", accountNumber: "BG80BNBG96611020345678", payoutName: "Ana Pop" }))
    expect(refused).toEqual(refusedResult("profile", { "payout.accountNumber": "iban-wrong-country" }))
    expect(refreshes.count).toBe(before)
    const saved = await settingsFormAction(refused, formData({ settingsForm: "profile", name: "Ana Maria Pop", accountNumber: "RO49 AAAA 1B31 0075 9384 0000", payoutName: "Ana Pop" }))
    expect(saved).toEqual(savedResult("profile", "profile"))
    expect(refreshes.count).toBe(before + 1)
    expect((await stored(ana.id)).name).toBe("Ana Maria Pop")
  })

  it("the company form: the market's rules' keys per `corporate.` field, saved, then removed by its remove button", async () => {
    const ana = await signIn()
    const fields = { settingsForm: "corporate", ...company, iban: "ro49 aaaa 1b31 0075 9384 0000" }
    expect(await settingsFormAction(null, formData({ ...fields, fiscalCode: "12345678" })))
      .toEqual(refusedResult("corporate", { "corporate.fiscalCode": "invalid-tax-code" }))
    expect(await settingsFormAction(null, formData(fields))).toEqual(savedResult("corporate", "corporate"))
    expect(Option.isSome((await stored(ana.id)).corporate)).toBe(true)
    expect(await settingsFormAction(null, formData({ settingsForm: "corporate", remove: "corporate" }))).toEqual(savedResult("corporate", "corporate-removed"))
    expect(Option.isNone((await stored(ana.id)).corporate)).toBe(true)
  })

  it("the email and password forms: a wrong current password is the identity's message for the form", async () => {
    const ana = await signIn()
    expect(await settingsFormAction(null, formData({ settingsForm: "email", newEmail: "new@example.com", currentPassword: "not-mine" })))
      .toEqual(refusedResult("email", {}, "auth-requires-recent-login"))
    expect((await stored(ana.id)).email).toBe(ana.email)
    const password = await settingsFormAction(null, formData({ settingsForm: "password", currentPassword: "not-mine", newPassword: "another-42" }))
    expect(password?.ok === false && password.form).toBe("password")
    expect(await settingsFormAction(null, formData({ settingsForm: "password", currentPassword: "secret-42", newPassword: "x" })))
      .toEqual(refusedResult("password", { newPassword: "password-too-short" }))
  })

  it("a changed password sets the new session's cookies and redirects, so the page is rendered with that session; it opens saying so", async () => {
    await signIn()
    jar.set = []
    const changed = await settingsFormAction(null, formData({ settingsForm: "password", currentPassword: "secret-42", newPassword: "another-42" }))
      .then(() => "answered", (error: unknown) => String((error as { digest?: unknown }).digest ?? error))
    expect(changed).toContain(`${pathOf("RO", "settings")}?saved=password`)
    expect(jar.set.map((cookie) => cookie.name)).toContain("shop_session")
    jar.cookies = jar.set.filter((cookie) => cookie.name === "shop_session")
    answer.state = null
    const page = await html(SettingsView({ market: "RO", route: settingsRoute(), tr, names: {}, pathname: pathOf("RO", "settings"), searchParams: { saved: "password" } }))
    expect(page).toContain(`data-testid="settings-saved" data-saved="password">${tr.t("myaccount-settings-password-saved")}<`)
  })

  it("a post that names none of the page's forms changes nothing and answers nothing", async () => {
    await signIn()
    expect(await settingsFormAction(null, formData({ settingsForm: "constructor", name: "Ion" }))).toBeNull()
    expect(await settingsFormAction(null, formData({ name: "Ion" }))).toBeNull()
  })
})

describe("the sale payout form's action answers typed results", () => {
  it("refused fields with the validators' keys, then saved once; a second time is the conflict", async () => {
    const ana = await signIn()
    const id = await sale(ana.id, false)
    const fields = { paymentType: "iban", isCorporate: "false", sellerName: "Ana Pop", county: "Cluj", city: "Cluj-Napoca" }
    expect(await completePayoutForm(id, null, formData({ ...fields, iban: "BG80BNBG96611020345678" })))
      .toEqual(refusedResult("payout", { iban: "iban-wrong-country" }))
    expect(await completePayoutForm(id, null, formData({ ...fields, iban: "RO49 AAAA 1B31 0075 9384 0000" }))).toEqual(savedResult("payout", "payout"))
    expect(await completePayoutForm(id, null, formData({ ...fields, iban: "RO49 AAAA 1B31 0075 9384 0000" })))
      .toEqual(refusedResult("payout", {}, "mysettings-payout-conflict"))
  })
})
