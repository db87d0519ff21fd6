import { expect, type Page, test } from "@playwright/test"
import { contentMessage } from "./support/contentMessages.ts"
import { noConsent } from "./support/consent.ts"
import { markets, urlOf } from "./support/markets.ts"

/**
 * Issue 8 / SPEC 9: the cookie consent banner. These tests start without a stored choice (the rest of
 * the suite starts with everything accepted: support/consent.ts).
 */
test.use({ storageState: noConsent })

type Pushed = ReadonlyArray<unknown>
const dataLayer = (page: Page): Promise<Pushed> =>
  page.evaluate(() => (window as unknown as { dataLayer?: Array<unknown> }).dataLayer ?? [])

const eventNames = async (page: Page) =>
  (await dataLayer(page)).flatMap((e) => (typeof e === "object" && e !== null && "event" in e ? [String((e as { event: unknown }).event)] : []))

const consentUpdates = async (page: Page) =>
  (await dataLayer(page)).filter((e): e is { event: "consent_update"; consent: Record<string, string> } =>
    typeof e === "object" && e !== null && (e as { event?: unknown }).event === "consent_update")

const consentCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "shop_consent")

const banner = (page: Page) => page.getByTestId("consent-banner")

for (const market of markets) {
  test(`${market}: the banner speaks the market's language and accepting all is remembered across reloads`, async ({ page }) => {
    await page.goto(urlOf(market, "aboutUs"))
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).locator("h2")).toHaveText(contentMessage(market, "consent-title"))
    await page.getByTestId("consent-accept").click()
    await expect(banner(page)).toHaveCount(0)
    const cookie = await consentCookie(page)
    expect(cookie?.value).toBe("v1.a1.m1")
    // Asked for 2038 (SPEC 9); Chromium keeps a cookie at most 400 days, so check it is long-lived.
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 365 * 86_400)
    expect((await consentUpdates(page)).at(-1)?.consent).toMatchObject({ analytics_storage: "granted", ad_storage: "granted" })

    await page.reload()
    await expect(page.locator("h1")).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    // A stored choice is pushed to the data layer again on every load.
    await expect.poll(async () => (await consentUpdates(page)).length).toBe(1)
  })
}

test("RO: rejecting all is remembered and denies analytics", async ({ page }) => {
  await page.goto(urlOf("RO", "blog"))
  await page.getByTestId("consent-reject").click()
  await expect(banner(page)).toHaveCount(0)
  expect((await consentCookie(page))?.value).toBe("v1.a0.m0")
  await page.reload()
  await expect(banner(page)).toHaveCount(0)
  await expect.poll(async () => (await consentUpdates(page)).at(-1)?.consent).toMatchObject({
    analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied"
  })
})

test("BG: choosing per category with the keyboard, then reopening from the footer", async ({ page }) => {
  await page.goto(urlOf("BG", "sellerGuide"))
  await page.getByTestId("consent-choose").focus()
  await page.keyboard.press("Enter")
  await expect(banner(page)).toHaveAttribute("data-mode", "choose")
  await expect(banner(page).locator("input[name=necessary]")).toBeChecked()
  await expect(banner(page).locator("input[name=necessary]")).toBeDisabled()
  await banner(page).locator("input[name=analytics]").focus()
  await page.keyboard.press("Space")
  await expect(banner(page).locator("input[name=analytics]")).toBeChecked()
  await expect(banner(page).locator("input[name=marketing]")).not.toBeChecked()
  await page.getByTestId("consent-save").click()
  await expect(banner(page)).toHaveCount(0)
  expect((await consentCookie(page))?.value).toBe("v1.a1.m0")

  await page.reload()
  await expect(banner(page)).toHaveCount(0)
  await expect.poll(async () => (await consentUpdates(page)).at(-1)?.consent).toMatchObject({ analytics_storage: "granted", ad_storage: "denied" })
  await page.getByTestId("consent-open").click()
  await expect(banner(page)).toHaveAttribute("data-mode", "choose")
  await expect(banner(page).locator("h2")).toBeFocused()
  await expect(banner(page).locator("input[name=analytics]")).toBeChecked()
  await expect(banner(page).locator("input[name=marketing]")).not.toBeChecked()
  await page.keyboard.press("Escape")
  await expect(banner(page)).toHaveCount(0)
})

test("HU: analytics events wait for consent and are released on accept", async ({ page }) => {
  await page.goto(urlOf("HU", "sellLanding"))
  await expect(page.locator(".sell-start")).toHaveAttribute("data-ready", "true")
  await page.getByTestId("sell-start").click()
  await expect(page.locator("section.sell-funnel")).toHaveAttribute("data-step", "brand")
  expect(await eventNames(page)).not.toContain("sell_funnel_started")
  await page.getByTestId("consent-accept").click()
  await expect.poll(() => eventNames(page)).toEqual(["consent_update", "sell_funnel_started"])
})

test("GR: analytics events held back before a refusal are dropped", async ({ page }) => {
  await page.goto(urlOf("GR", "sellLanding"))
  await expect(page.locator(".sell-start")).toHaveAttribute("data-ready", "true")
  await page.getByTestId("sell-start").click()
  await expect(page.locator("section.sell-funnel")).toHaveAttribute("data-step", "brand")
  await page.getByTestId("consent-reject").click()
  await expect.poll(() => eventNames(page)).toEqual(["consent_update"])
  expect(await eventNames(page)).not.toContain("sell_funnel_started")
})
