import { expect, test } from "@playwright/test"
import { markets as marketTable } from "@shop/core/markets/market"
import { markets, urlOf } from "./support/markets.ts"
import { message } from "./support/messages.ts"

/**
 * Issue 8: every content route of SPEC 2.1 answers in every market with its own localized page: the
 * market's language and the page's title as its heading (other specs check each page's content).
 */
const contentRoutes = [
  ["faq", "page-faq-title"],
  ["aboutUs", "page-about-us-title"],
  ["sellerGuide", "page-seller-guide-title"],
  ["blog", "page-blog-title"],
  ["reviews", "page-reviews-title"],
  ["sellerReviews", "page-seller-reviews-title"],
  ["reviewsAdd", "page-reviews-add-title"],
  ["reviewsThanks", "page-reviews-thanks-title"],
  ["reviewsError", "page-reviews-error-title"]
] as const

for (const market of markets) {
  test(`${market}: every content route renders its page in ${marketTable[market].locale}`, async ({ page }) => {
    // HU's refund-policy page (a market-only route) has its own test in content-pages.spec.ts.
    for (const [key, title] of contentRoutes) {
      const response = await page.goto(urlOf(market, key))
      expect(response?.status(), key).toBe(200)
      await expect(page.locator("html")).toHaveAttribute("lang", marketTable[market].locale)
      await expect(page.locator("h1"), key).toHaveText(message(market, title))
    }
  })
}
