import { expect, test, type Page } from "@playwright/test"
import { pathOf } from "@shop/core/routes/router"
import { checkoutAsGuest, fillFinalize, placeOrderToSandbox } from "./support/checkout.ts"
import { formReady, passHumanCheck } from "./support/forms.ts"
import { markets, originOf, urlOf } from "./support/markets.ts"
import { chooseBrand, chooseModel, currentStep, fillConfig, startSelling } from "./support/sell.ts"
import { addWithExtras, browseToAPhone } from "./support/shop.ts"

/**
 * Issue 14 "Web hardening": every page is served under a nonce-based Content-Security-Policy, and
 * nothing the shop does in a browser breaks it: the scripts and their chunks, the styles, the human
 * check's proof of work, the sandbox payment page, the sell funnel. A violation (which the browser
 * reports as a `securitypolicyviolation` event and a console error) fails the spec.
 */

/** Records every CSP violation of the page's documents, from the first script on. */
const watchPolicy = async (page: Page): Promise<() => Promise<ReadonlyArray<string>>> => {
  const console: Array<string> = []
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: Array<string> = []
    Object.defineProperty(window, "__cspViolations", { value: seen })
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  return async () => [
    ...console,
    ...await page.evaluate(() => (window as unknown as { __cspViolations?: Array<string> }).__cspViolations ?? [])
  ]
}

test("RO: a whole purchase through the sandbox gateway runs under the policy without one violation", async ({ page }) => {
  const violations = await watchPolicy(page)
  await browseToAPhone(page, "RO")
  await addWithExtras(page)
  await checkoutAsGuest(page, "RO")
  await fillFinalize(page, "RO")
  await placeOrderToSandbox(page)
  await page.getByTestId("sandbox-pay").click()
  await expect(page).toHaveURL((url) => url.pathname === pathOf("RO", "thankYou"))
  await expect(page.getByTestId("thank-you")).toBeVisible()
  expect(await violations()).toEqual([])
})

test("RO: the help page's human check solves its challenge under the policy", async ({ page }) => {
  const violations = await watchPolicy(page)
  await page.goto(urlOf("RO", "faq"))
  await formReady(page.getByTestId("contact-form"))
  await passHumanCheck(page)
  expect(await violations()).toEqual([])
})

test("RO: the sell funnel runs from brand to the condition questions under the policy", async ({ page }) => {
  const violations = await watchPolicy(page)
  await startSelling(page, "RO")
  await chooseBrand(page, "Samsung")
  await chooseModel(page)
  await fillConfig(page)
  expect(await currentStep(page)).not.toBe("config")
  expect(await violations()).toEqual([])
})

for (const market of markets) {
  test(`${market}: pages carry the policy with a fresh nonce on every script, and the other security headers`, async ({ page, request }) => {
    const violations = await watchPolicy(page)
    const answer = await page.goto(urlOf(market, "index"))
    const headers = answer?.headers() ?? {}
    const policy = headers["content-security-policy"] ?? ""
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce).toBeDefined()
    expect(policy).toContain("'strict-dynamic'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain("'unsafe-inline' 'nonce")
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["x-frame-options"]).toBe("DENY")
    // Every script tag the server wrote carries this response's nonce (chunks the bundles load later
    // are allowed by 'strict-dynamic'); JSON data blocks (the RSC payload's JSON, JSON-LD) are not
    // scripts: a browser never runs them, and the policy does not apply to them.
    const html = await answer?.text() ?? ""
    const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\btype="application\/(ld\+)?json"/.test(tag))
    expect(tags.length).toBeGreaterThan(0)
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`)
    await browseToAPhone(page, market)
    expect(await violations()).toEqual([])
    // A second load has another nonce (Node resolves no *.localhost: the host goes in a header).
    const again = await request.get(urlOf(market, "index").replace(/\/\/[a-z]+\.localhost/, "//127.0.0.1"), { headers: { host: new URL(urlOf(market, "index")).host } })
    expect(again.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/)
    expect(again.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`)
  })
}

test("the shop cannot be framed: a page of another origin that frames it gets nothing", async ({ page }) => {
  const blocked: Array<string> = []
  page.on("console", (message) => blocked.push(message.text()))
  await page.goto(`${originOf("RO").replace("ro.localhost", "127.0.0.1")}/api/health/`)
  await page.setContent(`<iframe id="shop" src="${urlOf("RO", "index")}"></iframe>`)
  await page.waitForTimeout(1_500)
  const framed = page.frameLocator("#shop").locator("header")
  await expect(framed).toHaveCount(0)
})
