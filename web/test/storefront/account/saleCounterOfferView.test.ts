import { describe, expect, it } from "@effect/vitest"
import { defaultSeedNumber, generateSeed } from "@shop/adapters/seed/index"
import { issueSessionToken } from "@shop/core/backend/auth/accounts"
import { sellModelOptions } from "@shop/core/backend/index"
import { PasswordHasher, UserRepository } from "@shop/core/backend/auth/ports"
import { SellOrderRepository } from "@shop/core/backend/ports/SellOrderRepository"
import type { MarketCode } from "@shop/core/markets/index"
import { formatPrice } from "@shop/core/markets/priceFormat"
import type { ResolvedRoute } from "@shop/core/routes/index"
import { pathOf, pathOfRoute, resolvePath } from "@shop/core/routes/router"
import type { SellOrderInspection } from "@shop/core/sell/inspection"
import type { SellOrderMove } from "@shop/core/sell/sellOrderStatus"
import type { NewSellOrder } from "@shop/core/sell/sellTypes"
import { sampleSellOrders } from "@shop/core/test-support/backend/sellOrderRepositorySuite"
import { sampleMoves } from "@shop/core/test-support/backend/sellOrderProgressSuite"
import { Effect, Exit, Option, Result } from "effect"
import type { ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { vi } from "vitest"
import { translatorOfMarket } from "../../../src/i18n/translator.ts"
import { runExit } from "../../../src/server/runtime.ts"
import { AccountHomeView } from "../../../src/storefront/account/AccountHome.tsx"
import { type FormState, refusedResult, savedResult } from "../../../src/storefront/account/formResult.ts"
import { formatDay } from "../../../src/storefront/account/format.ts"
import { MySalesView, SaleDetailsView } from "../../../src/storefront/account/MySales.tsx"
import { useAppDatabase } from "../../support/app.ts"
import { pricedSellItem } from "../../support/sell.ts"

const jar = vi.hoisted(() => ({ cookies: [] as Array<{ name: string; value: string }> }))
const answer = vi.hoisted(() => ({ state: null as FormState }))
vi.mock("react", async (original) => ({
  ...await original<typeof import("react")>(),
  useActionState: (_action: unknown, initial: unknown) => [answer.state ?? initial, () => undefined, false]
}))
vi.mock("next/cache", () => ({ refresh: () => undefined }))
vi.mock("server-only", () => ({}))
vi.mock("../../../src/client/islands.tsx", () => import("../../support/islands.ts"))
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ cookie: jar.cookies.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join("; ") }),
  cookies: async () => ({ set: () => undefined })
}))
useAppDatabase()

let counter = 0
const signIn = async () => {
  counter += 1
  const exit = await runExit(Effect.gen(function*() {
    const hash = yield* (yield* PasswordHasher).hash("secret-42")
    const user = yield* (yield* UserRepository).insert({ email: `offer-views-${process.pid}-${counter}@example.com`, name: "Ana Pop", passwordHash: hash, createdAt: Date.now() })
    return { id: user.id, token: yield* issueSessionToken(user.id) }
  }))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  jar.cookies = [{ name: "shop_session", value: exit.value.token }]
  return exit.value
}

const html = async (view: ReactNode | Promise<ReactNode>) => renderToStaticMarkup(await view)

const routeOf = <K extends ResolvedRoute["key"]>(market: MarketCode, path: string) => Option.getOrThrow(resolvePath(market, path)) as Extract<ResolvedRoute, { readonly key: K }>

const detailsPage = (market: MarketCode, saleId: string, state: FormState = null) => {
  answer.state = state
  const path = Result.getOrThrow(pathOfRoute(market, { key: "saleDetails", params: { saleId } } as never))
  return html(SaleDetailsView({ market, route: routeOf<"saleDetails">(market, path), tr: translatorOfMarket(market), names: {}, pathname: path, searchParams: {} }))
}
const salesPage = (market: MarketCode) =>
  html(MySalesView({ market, route: routeOf<"mySales">(market, pathOf(market, "mySales")), tr: translatorOfMarket(market), names: {}, pathname: pathOf(market, "mySales"), searchParams: {} }))
const homePage = (market: MarketCode) =>
  html(AccountHomeView({ market, route: routeOf<"account">(market, pathOf(market, "account")), tr: translatorOfMarket(market), names: {}, pathname: pathOf(market, "account"), searchParams: {} }))

const seed = generateSeed(defaultSeedNumber)
const t0 = Date.parse("2026-11-20T10:00:00Z")
const day = 86_400_000

/**
 * A sale of `userId` in `market` of a model the market buys, counter-offered: the colour and the
 * screen differ from the declaration.
 */
const counterOfferedSale = async (userId: string, market: MarketCode, amount = 900.25, lapse: "accept" | "return" = "accept") => {
  const item = await pricedSellItem(market)
  const colours = seed.sellOptions.filter((o) => o.familyId === item.model!.id && o.attribute === "colour")
  const declared = item.config.colour!
  const found = colours.find((o) => o.id !== declared)?.id ?? declared + 1
  const base = sampleSellOrders[0]!
  const order: NewSellOrder = {
    ...base,
    payload: {
      ...base.payload,
      countryCode: market,
      serviceDbUserId: userId,
      orderDate: new Date(t0).toISOString(),
      products: [{ ...base.payload.products[0]!, model: item.model!.id, modelName: item.model!.name, colour: declared }]
    },
    createdAt: t0
  }
  counter += 1
  const inspection: SellOrderInspection = {
    devices: [{
      itemIndex: 0, modelName: item.model!.name, identifier: { kind: "imei", value: "490154203237518" }, config: { colour: found }, answers: { "grading-display": [9] },
      acceptedValue: 1710.5, referenceValue: 1710.5, foundValue: amount, notAcceptedReason: null,
      differences: [{ subject: "colour", declared: [declared], found: [found] }, { subject: "grading-display", declared: [6], found: [9] }],
      note: "internal: hairline crack"
    }],
    referenceTotal: 1710.5, foundTotal: amount, requoted: false, note: "internal note", at: t0 + day, actorId: "staff-7"
  }
  const offered: SellOrderMove = {
    kind: "inspected", to: "counter-offered", inspection, counterOffer: { amount, expiresAt: t0 + 15 * day, lapse },
    event: { at: t0 + day, actorId: "staff-7", actorName: "Ioana Țurcanu", from: "received", to: "counter-offered", note: "internal note" }
  }
  const exit = await runExit(SellOrderRepository.use((repo) => Effect.gen(function*() {
    const saved = yield* repo.save(order, { key: `offer-views-${process.pid}-${counter}`, fingerprint: "fp" })
    yield* repo.move(saved.sellOrderId, sampleMoves.received(t0 + day / 2))
    yield* repo.move(saved.sellOrderId, offered)
    return saved.sellOrderId
  })))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  // The labels the market's sell catalogue gives (the funnel's config step shows the same).
  const options = await runExit(sellModelOptions(market, item.model!.id))
  if (Exit.isFailure(options)) throw new Error(String(options.cause))
  const labels = new Map(options.value.filter((o) => o.attribute === "colour").map((o) => [o.id, o.label]))
  return { id: exit.value, declaredColour: labels.get(declared) ?? `#${declared}`, foundColour: labels.get(found) ?? `#${found}` }
}

const move = async (id: string, moves: ReadonlyArray<SellOrderMove>) => {
  const exit = await runExit(SellOrderRepository.use((repo) => Effect.forEach(moves, (m) => repo.move(id, m))))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
}

describe("a counter-offer on the sale details page", () => {
  it("shows the amount, each differing answer in the funnel's words, the deadline with the lapse rule, and both answers, in every market's language", async () => {
    const ana = await signIn()
    for (const market of ["RO", "BG", "HU", "GR"] as const) {
      const words = translatorOfMarket(market)
      const sale = await counterOfferedSale(ana.id, market)
      const page = await detailsPage(market, sale.id)
      expect(page).toMatch(/data-testid="sale-status" data-status="counter-offered"/)
      expect(page).toContain(`data-testid="counter-offer-amount">${formatPrice(market, 900.25)}<`)
      const differences = [...page.matchAll(/data-testid="counter-offer-difference" data-subject="([\w-]+)"/g)].map((m) => m[1])
      expect(differences).toEqual(["colour", "grading-display"])
      for (const key of ["sell-config-colour", "sell-steps-grading-display-title", "sell-choice-grading-display-flawless", "sell-choice-grading-display-cracked"] as const) {
        expect(page, `${market} ${key}`).toContain(words.t(key))
      }
      expect(page).toContain(sale.declaredColour)
      expect(page).toContain(sale.foundColour)
      expect(page).toContain(words.t("mysale-counter-deadline-accept", { date: formatDay(market, t0 + 15 * day), amount: formatPrice(market, 900.25) }))
      expect(page).toContain('data-testid="counter-offer-accept"')
      expect(page).toMatch(/<summary[^>]*data-testid="counter-offer-decline"/)
      expect(page).toMatch(/name="accept" value="false"[^]*data-testid="counter-offer-decline-confirm"/)
      expect(page).toContain(words.t("mysale-counter-decline-question"))
      expect(page).toContain('data-testid="offer-valid-until"')
      expect(page).toContain(formatDay(market, t0 + 14 * day))
      // The staff's words and the payout account stay with the staff.
      expect(page).not.toMatch(/Ioana|internal|RO49AAAA1B31007593840000/)
    }
    const greek = await detailsPage("GR", (await counterOfferedSale(ana.id, "GR")).id)
    expect(greek).not.toMatch(/\b(Accept|Decline|You told us|We found|Please answer)\b/)
  })

  it("a counter-offer whose lapse sends the device back says so; one of nothing can only be declined", async () => {
    const ana = await signIn()
    const back = await detailsPage("RO", (await counterOfferedSale(ana.id, "RO", 0, "return")).id)
    expect(back).toContain('data-lapse="return"')
    expect(back).toContain(translatorOfMarket("RO").t("mysale-counter-deadline-return", { date: formatDay("RO", t0 + 15 * day) }))
    expect(back).not.toContain('data-testid="counter-offer-accept"')
    expect(back).toContain('data-testid="counter-offer-decline"')
  })

  it("after the answer: the confirmation or the refusal, then the decision (by the seller or the lapse) and the return's reference, no buttons", async () => {
    const ana = await signIn()
    const words = translatorOfMarket("RO")
    const sale = await counterOfferedSale(ana.id, "RO")
    const refused = await detailsPage("RO", sale.id, refusedResult("counter-offer", {}, "mysale-counter-conflict"))
    expect(refused).toContain(`data-testid="counter-offer-conflict">${words.t("mysale-counter-conflict")}<`)
    await move(sale.id, [sampleMoves.decided(false, "seller", t0 + 2 * day)])
    const declined = await detailsPage("RO", sale.id, savedResult("counter-offer", "declined"))
    expect(declined).toContain(words.t("mysale-counter-declined-saved"))
    expect(declined).toMatch(/data-testid="counter-offer-decision" data-accepted="false" data-by="seller"/)
    expect(declined).not.toContain('data-testid="counter-offer-accept"')
    expect(declined).not.toContain('data-testid="counter-offer-deadline"')
    await move(sale.id, [sampleMoves.returned(t0 + 3 * day)])
    const returned = await detailsPage("RO", sale.id)
    expect(returned).toMatch(/data-testid="sale-status" data-status="returned"/)
    expect([...returned.matchAll(/data-testid="sale-step" data-status="([\w-]+)"/g)].map((m) => m[1])).toEqual(["submitted", "received", "counter-offered", "declined", "returned"])
    expect(returned).toContain(words.t("mysale-returned", { date: formatDay("RO", t0 + 3 * day), reference: "RET-AWB 77" }))
    const lapsed = await counterOfferedSale(ana.id, "HU")
    await move(lapsed.id, [sampleMoves.decided(true, "lapse", t0 + 16 * day)])
    expect(await detailsPage("HU", lapsed.id)).toContain(translatorOfMarket("HU").t("mysale-decision-accepted-lapse", { amount: formatPrice("HU", 900.25), date: formatDay("HU", t0 + 16 * day) }))
  })

  it("my sales and the account home point at a counter-offer waiting for an answer, and only then", async () => {
    const ana = await signIn()
    expect(await homePage("RO")).not.toContain('data-testid="account-counter-offer-notice"')
    const sale = await counterOfferedSale(ana.id, "RO")
    const home = await homePage("RO")
    expect(home).toMatch(/data-testid="account-counter-offer-notice" data-count="1"/)
    expect(home).toContain(`detalii-vanzare/${sale.id}/`)
    const list = await salesPage("RO")
    expect(list).toContain('data-testid="sale-counter-offer-waiting"')
    await move(sale.id, [sampleMoves.decided(true, "seller", t0 + 2 * day)])
    expect(await homePage("RO")).not.toContain('data-testid="account-counter-offer-notice"')
    expect(await salesPage("RO")).toMatch(/data-testid="sale-status" data-status="accepted"/)
  })
})
