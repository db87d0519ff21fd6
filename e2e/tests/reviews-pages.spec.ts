import { expect, test } from "@playwright/test"
import { reviewsText } from "./support/forms.ts"
import { markets, urlOf } from "./support/markets.ts"
import { message } from "./support/messages.ts"

/** Issue 8: review lists in every market: summary, seeded approved reviews, pages, seller reviews. */
for (const market of markets) {
  test(`${market}: shop and seller reviews render localized with a rating summary and pages`, async ({ page }) => {
    await page.goto(urlOf(market, "reviews"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(market, "page-reviews-title"))
    await expect(page.getByTestId("reviews-summary")).toContainText(reviewsText(market, "reviews-summary-title"))
    await expect(page.getByTestId("review")).toHaveCount(5)
    await expect(page.getByTestId("reviews-pager")).toBeVisible()
    await expect(page.getByTestId("reviews-add-link")).toHaveText(reviewsText(market, "reviews-add-link"))
    await page.getByTestId("reviews-pager").getByRole("link", { name: reviewsText(market, "reviews-pager-page").replace("{page}", "2"), exact: true }).click()
    await expect(page.getByTestId("review").first()).toBeVisible()
    expect(new URL(page.url()).searchParams.get("page")).toBe("2")

    await page.goto(urlOf(market, "sellerReviews"))
    await expect(page.getByRole("link", { name: reviewsText(market, "reviews-tab-seller") })).toHaveAttribute("aria-current", "page")
    await expect(page.getByTestId("review")).toHaveCount(3)
  })
}

test("a malformed or too large page shows a notice and a real page, never an error", async ({ page }) => {
  const response = await page.goto(urlOf("BG", "reviews", "?page=abc"))
  expect(response?.status()).toBe(200)
  await expect(page.getByTestId("reviews-notice")).toHaveText(reviewsText("BG", "reviews-page-malformed"))
  await expect(page.getByTestId("reviews-pager").locator("[aria-current=page]")).toHaveText("1")
  await page.goto(urlOf("BG", "reviews", "?page=99"))
  await expect(page.getByTestId("reviews-notice")).toHaveText(reviewsText("BG", "reviews-page-past-end"))
  await expect(page.getByTestId("review").first()).toBeVisible()
})
