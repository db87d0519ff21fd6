import { describe, expect, it } from "vitest"
import { searchOf } from "../../../src/storefront/resolveRequest.ts"
import { isSharedPage } from "@shop/core/routes/sharedPages"
import { funnelHref, locateFunnel, sessionOf, startHref, variantsOf } from "../../../src/storefront/sell/funnelLocation.ts"
import { sellKey } from "../../../src/storefront/sell/sellText.ts"

const session = { loggedIn: false, paymentTest: false, partner: false, viewportWidth: 1024 }
const phone = "0.category=1&0.brand=3&0.model=12-iPhone%2012&0.colour=10001&0.storage=10005&0.provider=530"

describe("locateFunnel", () => {
  it("keeps a valid, consistent URL as it is", () => {
    const located = locateFunnel("liquid-contact", phone, session)
    expect(located.notice).toBeNull()
    expect(located.state.step).toBe("liquid-contact")
    expect(located.state.items[0]?.model).toEqual({ id: 12, name: "iPhone 12" })
  })

  it("moves a step ahead of its answers back to the first open step", () => {
    const located = locateFunnel("offer", phone, session)
    expect(located).toMatchObject({ notice: "repaired", state: { step: "liquid-contact" } })
  })

  it("keeps the longest valid part of a tampered query string", () => {
    const located = locateFunnel("grading-display", `${phone}&0.liquid-contact=999`, session)
    expect(located.notice).toBe("invalid")
    expect(located.state.step).toBe("liquid-contact")
    expect(located.state.items[0]?.config.provider).toBe(530)
  })

  it("lands at intro when nothing can be kept, and on an unknown step", () => {
    expect(locateFunnel("brand", "0.category=9", session)).toEqual({ notice: "invalid", state: { step: "intro", items: [] } })
    // An unknown step with valid devices: the furthest step their answers allow, not back to brand.
    expect(locateFunnel("nowhere", phone, session)).toMatchObject({ notice: "invalid", state: { step: "liquid-contact" } })
    expect(locateFunnel("nowhere", `${phone}&0.liquid-contact=1`, session).state.step).not.toBe("brand")
  })

  it("sends a ruled-out device to not-accepted", () => {
    expect(locateFunnel("burn-in", `${phone}&0.liquid-contact=2`, session).state.step).toBe("not-accepted")
  })
})

describe("locateFunnel for a signed-in seller (issue 17)", () => {
  const answered = `${phone}&0.liquid-contact=1&0.burn-in=3&0.grading-display=6&0.grading-case=10&0.battery=14&0.phone-defects=22`
  const signedIn = sessionOf({ paymentTest: false, partner: false }, 1024, { email: "ana@example.com" })

  it("reads the session: signed in with an account, signed out without", () => {
    expect(signedIn.loggedIn).toBe(true)
    expect(sessionOf({ paymentTest: false, partner: false }, 1024, null).loggedIn).toBe(false)
  })

  it("moves on from email and auth, a link kept from before signing in, without a notice", () => {
    expect(locateFunnel("email", answered, signedIn)).toMatchObject({ notice: null, state: { step: "offer" } })
    expect(locateFunnel("auth", `${answered}&0.offer=1`, signedIn)).toMatchObject({ notice: null, state: { step: "delivery" } })
    expect(locateFunnel("auth", `${answered}&0.offer=2`, signedIn)).toMatchObject({ notice: null, state: { step: "payment" } })
  })

  it("keeps email and auth for a visitor", () => {
    expect(locateFunnel("email", answered, session)).toMatchObject({ notice: null, state: { step: "email" } })
    expect(locateFunnel("auth", `${answered}&0.offer=1`, session)).toMatchObject({ notice: null, state: { step: "auth" } })
  })

  it("still says so when a signed-in seller's URL is ahead of its answers", () => {
    expect(locateFunnel("email", phone, signedIn)).toMatchObject({ notice: "repaired", state: { step: "liquid-contact" } })
  })

  it("is never a shared page, so the session read for it stays out of the page cache", () => {
    expect(isSharedPage({ key: "sellStep" }, {})).toBe(false)
    expect(isSharedPage({ key: "sellStep" }, { "0.category": "1" })).toBe(false)
  })
})

describe("funnel URLs", () => {
  it("keep the variant switches beside the items", () => {
    const variants = variantsOf({ paymentTest: "1" }, { paymentTest: false, partner: true })
    expect(variants).toEqual({ paymentTest: true, partner: true })
    const href = funnelHref("RO", { step: "brand", items: [{ category: 1, config: {}, answers: {} }] }, variants, { notice: "invalid" })
    expect(href).toBe("/sell/brand/?0.category=1&paymentTest=1&partner=1&notice=invalid")
  })

  it("rebuild the page's query string from Next's record, which locateFunnel reads", () => {
    const search = searchOf({ "0.category": "1", x: ["a", "b"], y: undefined })
    expect(search).toBe("?0.category=1&x=a&x=b")
    expect(locateFunnel("brand", search, session)).toEqual({ notice: null, state: { step: "brand", items: [{ category: 1, config: {}, answers: {} }] } })
  })

  it("start at brand, a smartphone unless a category is given", () => {
    expect(startHref("RO")).toBe("/sell/brand/?0.category=1")
    expect(startHref("RO", 2)).toBe("/sell/brand/?0.category=2")
    expect(startHref("BG", 3, { paymentTest: true, partner: true })).toBe("/sell/brand/?0.category=3&paymentTest=1&partner=1")
  })

  it("name core's dotted sell keys as the catalogue's dashed ones", () => {
    expect(sellKey("sell.choice.phone-defects.none")).toBe("sell-choice-phone-defects-none")
  })
})

describe("the sell catalogue", async () => {
  const { choices } = await import("@shop/core/sell/choices")
  const { FunnelStepIds, AnswerStepIds } = await import("@shop/core/sell/steps")
  const { notAcceptedReasons } = await import("@shop/core/backend/sell/quoteService")
  const en = (await import("../../../messages/sell/en.json")).default as Record<string, string>
  it("holds every text core names: choices, step titles and hints, not-accepted reasons", () => {
    const keys = [
      ...choices.map((c) => c.key),
      ...FunnelStepIds.map((s) => `sell.steps.${s}.title`),
      ...AnswerStepIds.map((s) => `sell.steps.${s}.hint`),
      "sell.steps.offer.partnerTitle",
      "sell.steps.delivery.partnerTitle",
      ...Object.values(notAcceptedReasons)
    ]
    expect(keys.map(sellKey).filter((k) => en[k] === undefined)).toEqual([])
  })
})
