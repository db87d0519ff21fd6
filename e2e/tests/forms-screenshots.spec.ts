import { test } from "@playwright/test"
import { urlOf } from "./support/markets.ts"

/** Screenshots of the help page, its contact form, the review list and the add-review form (issue 8). */
const widths = [390, 1280] as const
const shots = [
  { name: "help", market: "RO", key: "faq", anchor: null },
  { name: "help-contact", market: "BG", key: "contact", anchor: "contact" },
  { name: "reviews", market: "HU", key: "reviews", anchor: null },
  { name: "reviews-add", market: "GR", key: "reviewsAdd", anchor: null }
] as const

for (const width of widths) {
  for (const shot of shots) {
    test(`screenshot ${shot.name} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.goto(urlOf(shot.market, shot.key))
      if (shot.name === "help") await page.getByTestId("faq-item").first().locator("summary").click()
      if (shot.anchor !== null) {
        await page.getByTestId("human-check").waitFor()
        await page.locator(`#${shot.anchor}`).screenshot({ path: `../.reports/screenshots/${shot.name}-${width}.png` })
        return
      }
      await page.screenshot({ path: `../.reports/screenshots/${shot.name}-${width}.png`, fullPage: true })
    })
  }
}
