import { expect, test } from "@playwright/test"
import { noConsent } from "./support/consent.ts"
import { urlOf } from "./support/markets.ts"
import { expectNoSideScroll as noSideScroll, screenshotWidths } from "./support/screenshots.ts"

/**
 * Issue 8: about, blog list, blog post and the cookie banner (closed and "choose") at 390 px and
 * 1280 px, written to .reports/screenshots/ for people to look at; no page may scroll sideways.
 */
const out = (name: string, width: number) => `../.reports/screenshots/content-${name}-${width}.png`

for (const width of screenshotWidths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 }, isMobile: width < 768, hasTouch: width < 768 })

    test(`content pages at ${width} px`, async ({ page }) => {
      await page.goto(urlOf("RO", "aboutUs"))
      await noSideScroll(page)
      await page.screenshot({ path: out("ro-about", width), fullPage: true })
      await page.goto(urlOf("BG", "sellerGuide"))
      await noSideScroll(page)
      await page.screenshot({ path: out("bg-seller-guide", width), fullPage: true })
      await page.goto(urlOf("GR", "blog"))
      await noSideScroll(page)
      await page.screenshot({ path: out("gr-blog", width), fullPage: true })
      await page.getByTestId("blog-card").first().locator("h2 a").click()
      await expect(page.getByTestId("blog-post")).toBeVisible()
      await noSideScroll(page)
      await page.screenshot({ path: out("gr-blog-post", width), fullPage: true })
    })

    test.describe("without a stored choice", () => {
      test.use({ storageState: noConsent })

      test(`the cookie banner at ${width} px`, async ({ page }) => {
        await page.goto(urlOf("HU", "index"))
        await expect(page.getByTestId("consent-banner")).toBeVisible()
        await noSideScroll(page)
        await page.screenshot({ path: out("hu-banner", width) })
        await page.getByTestId("consent-choose").click()
        await expect(page.getByTestId("consent-banner")).toHaveAttribute("data-mode", "choose")
        await page.screenshot({ path: out("hu-banner-choose", width) })
      })
    })
  })
}
