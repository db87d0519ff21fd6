import { expect, test } from "@playwright/test"
import { checkoutAsGuest } from "./support/checkout.ts"
import { urlOf } from "./support/markets.ts"
import { expectNoSideScroll, screenshotWidths } from "./support/screenshots.ts"
import { browseToAPhone, dismissCrossSell } from "./support/shop.ts"

/**
 * Issue 4: screenshots of home, product, cart and finalize at 390 px and 1280 px for one market (RO),
 * written to .reports/screenshots/ for people to look at. Each page is checked to have no horizontal
 * overflow at that width, which is what breaks first on a phone.
 */
const market = "RO" as const
const out = (name: string, width: number) => `../.reports/screenshots/${market.toLowerCase()}-${name}-${width}.png`

for (const width of screenshotWidths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 }, isMobile: width < 768, hasTouch: width < 768 })

    test(`${market} home, product, cart and finalize at ${width} px`, async ({ page }) => {
      await page.goto(urlOf(market, "index"))
      await expectNoSideScroll(page)
      await page.screenshot({ path: out("home", width), fullPage: true })

      await browseToAPhone(page, market)
      await expectNoSideScroll(page)
      await page.screenshot({ path: out("product", width), fullPage: true })
      await page.getByTestId("extra-service").first().check()
      await page.getByTestId("accessory").first().check()
      await page.getByTestId("add-to-cart").click()
      // The cross-sell modal is on by default (CART_FEATURES unset): it must open, and is shot too.
      await expect(page.getByTestId("cross-sell-modal")).toBeVisible()
      await page.screenshot({ path: out("cross-sell", width) })
      await dismissCrossSell(page)

      await page.goto(urlOf(market, "cart"))
      await expect(page.getByTestId("cart-line")).toHaveCount(1)
      await expect(page.getByTestId("cart-notice").or(page.getByTestId("cart-summary")).first()).toBeVisible()
      await expectNoSideScroll(page)
      await page.screenshot({ path: out("cart", width), fullPage: true })

      await checkoutAsGuest(page, market)
      await expectNoSideScroll(page)
      await page.screenshot({ path: out("finalize", width), fullPage: true })
    })
  })
}
