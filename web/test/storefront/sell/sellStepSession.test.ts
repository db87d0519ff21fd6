import { describe, expect, it } from "@effect/vitest"
import { resolvePath } from "@shop/core/routes/router"
import { Effect, Option } from "effect"
import { vi } from "vitest"
import { translatorOfMarket } from "../../../src/i18n/translator.ts"
import type { SellerAccount } from "../../../src/storefront/sell/funnelLocation.ts"
import { funnelHref } from "../../../src/storefront/sell/funnelLocation.ts"
import { SellStepView } from "../../../src/storefront/sell/SellStepView.tsx"

/** Who the page's session says the visitor is (the real lookup reads the request's session cookie). */
const visitor: { account: SellerAccount | null } = { account: null }

vi.mock("server-only", () => ({}))
vi.mock("../../../src/client/islands.tsx", () => ({ SellFunnel: () => null, ShopClient: () => null }))
vi.mock("../../../src/storefront/shopClientProps.ts", () => ({ shopClientProps: async () => ({}) }))
vi.mock("../../../src/storefront/sell/sellerAccount.ts", () => ({ sellerAccountOfPage: async () => visitor.account }))
// Every device is bought: the steps after the offer render (their quote is stepQuote.test.ts's subject).
vi.mock("../../../src/storefront/sell/stepQuote.ts", () => ({ stepQuote: () => Effect.succeed({ _tag: "OffersQuoted", offers: [] }) }))
vi.mock("../../../src/server/page.ts", () => ({ loadForPage: (effect: Effect.Effect<unknown>) => Effect.runPromise(effect) }))
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND")
  },
  redirect: (url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`)
  }
}))

/** An iPhone with every condition answered (no offer chosen unless given). */
const answered = "0.category=1&0.brand=3&0.model=12-iPhone%2012&0.colour=10001&0.storage=10005&0.provider=530" +
  "&0.liquid-contact=1&0.burn-in=3&0.grading-display=6&0.grading-case=10&0.battery=14&0.phone-defects=22"

/** The sell step's page at `step` with the answers, as the catch-all page renders its view. */
const stepPage = (step: string, query: string) => {
  const path = `${funnelHref("RO", { step: "brand", items: [] }, { paymentTest: false, partner: false }).split("brand/")[0]}${step}/`
  const route = Option.getOrThrow(resolvePath("RO", path))
  if (route.key !== "sellStep") throw new Error(`${path} is not a sell step`)
  return SellStepView({
    market: "RO", route, tr: translatorOfMarket("RO"), names: {}, pathname: path,
    searchParams: Object.fromEntries(new URLSearchParams(query))
  })
}

const location = async (page: Promise<unknown>) => {
  const thrown = await page.then(() => null, (error: Error) => error.message)
  return thrown?.startsWith("NEXT_REDIRECT ") === true ? new URL(thrown.slice(14), "http://ro.localhost") : null
}

const stepOf = (url: URL | null) => url?.pathname.split("/").at(-2)

describe("the sell step's page and the seller's session (issue 17)", () => {
  it("signed in, the email step is the offer and the auth step the next one, without a notice", async () => {
    visitor.account = { email: "ana@example.com" }
    const fromEmail = await location(stepPage("email", answered))
    expect(stepOf(fromEmail)).toBe("offer")
    expect(fromEmail?.searchParams.has("notice")).toBe(false)
    expect(stepOf(await location(stepPage("auth", `${answered}&0.offer=1`)))).toBe("delivery")
    expect(stepOf(await location(stepPage("auth", `${answered}&0.offer=2`)))).toBe("payment")
  })

  it("signed out, the email and auth steps are pages of their own", async () => {
    visitor.account = null
    expect(await location(stepPage("email", answered))).toBeNull()
    expect(await location(stepPage("auth", `${answered}&0.offer=1`))).toBeNull()
  })

  it("either way, a URL ahead of its answers goes back with a notice", async () => {
    for (const account of [null, { email: "ana@example.com" }]) {
      visitor.account = account
      const url = await location(stepPage("email", answered.split("&0.liquid-contact")[0] ?? ""))
      expect(stepOf(url)).toBe("liquid-contact")
      expect(url?.searchParams.get("notice")).toBe("repaired")
    }
  })

  it("a trade-in is one device: an address holding two keeps the first, at the same step", async () => {
    visitor.account = null
    const second = answered.replaceAll("0.", "1.")
    const url = await location(stepPage("offer", `${answered}&${second}&tradeIn=1`))
    expect(stepOf(url)).toBe("offer")
    expect(url?.searchParams.get("tradeIn")).toBe("1")
    expect(url?.searchParams.has("0.model")).toBe(true)
    expect(url?.searchParams.has("1.model")).toBe(false)
  })
})
