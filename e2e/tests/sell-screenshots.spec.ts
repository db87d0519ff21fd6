import { expect, test, type Page } from "@playwright/test"
import { customers } from "./support/customers.ts"
import { expectNoSideScroll, screenshotWidths } from "./support/screenshots.ts"
import { chooseBrand, chooseModel, courierPickup, expectStep, fillConfig, giveEmail, answerCondition, startSelling } from "./support/sell.ts"

/**
 * Issue 5: the sell funnel's brand, config, a defect step, offer and delivery at 390 px and 1280 px
 * (RO), written to .reports/screenshots/ for people to look at, each without horizontal overflow.
 */
const market = "RO" as const
const out = (name: string, width: number) => `../.reports/screenshots/${market.toLowerCase()}-sell-${name}-${width}.png`

for (const width of screenshotWidths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 }, isMobile: width < 768, hasTouch: width < 768 })

    test(`${market} sell landing, brand, config, defects, offer and delivery at ${width} px`, async ({ page }) => {
      const shoot = async (name: string) => {
        await expectNoSideScroll(page)
        await page.screenshot({ path: out(name, width), fullPage: true })
      }
      const shootPage = async (p: Page, name: string) => {
        await p.evaluate(() => window.scrollTo(0, 0))
        await shoot(name)
      }
      await startSelling(page, market)
      await page.goBack()
      await expect(page.getByTestId("sell-stats")).toBeVisible()
      await shootPage(page, "landing")
      await page.goForward()
      await expectStep(page, "brand")
      await shootPage(page, "brand")
      await chooseBrand(page, "Samsung")
      await shootPage(page, "model")
      await chooseModel(page, "Galaxy S")
      await shootPage(page, "config")
      await fillConfig(page)
      await answerCondition(page, { "display-defects": [38] })
      await expectStep(page, "email")
      await page.goBack()
      await expectStep(page, "phone-defects")
      await page.locator('[data-testid=sell-choice][data-choice-id="23"]').click()
      await page.locator('[data-testid=sell-choice][data-choice-id="29"]').click()
      await shootPage(page, "defects")
      await page.getByTestId("sell-continue").click()
      await giveEmail(page, customers[market].email)
      await page.locator('[data-testid=sell-offer][data-offer-id="1"] input').check()
      await shootPage(page, "offer")
      await page.getByTestId("sell-continue").click()
      await expectStep(page, "auth")
      await page.getByTestId("sell-continue").click()
      await courierPickup(page, market)
      await shootPage(page, "delivery")
    })
  })
}
