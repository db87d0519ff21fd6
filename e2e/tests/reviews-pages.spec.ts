import { expect, test } from "@playwright/test"
import { formReady, passHumanCheck, reviewsText } from "./support/forms.ts"
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

test("RO: a server failure while sending a review leads to the localized error page", async ({ page }) => {
  await page.route("**/api/reviews/", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "unavailable", message: "down" }) }))
  await page.goto(urlOf("RO", "reviewsAdd", "?kind=seller"))
  await expect(page.getByText(reviewsText("RO", "reviews-add-about-seller"))).toBeVisible()
  const form = page.getByTestId("review-form")
  await formReady(form)
  await form.getByRole("radio").nth(1).check()
  await form.locator("[name=name]").fill("Radu M.")
  await form.locator("[name=email]").fill("radu@exemplu.ro")
  await form.locator("[name=title]").fill("Vânzare simplă")
  await form.locator("[name=text]").fill("Curierul a venit la timp, iar banii au ajuns în trei zile.")
  await passHumanCheck(page)
  await page.getByTestId("submit").click()
  await expect(page.getByTestId("reviews-error")).toHaveText(reviewsText("RO", "reviews-error-body"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("RO", "page-reviews-error-title"))
  await expect(page.getByRole("link", { name: reviewsText("RO", "reviews-try-again") })).toHaveAttribute("href", /kind=seller/)
})
