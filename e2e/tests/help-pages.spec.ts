import { expect, test } from "@playwright/test"
import { helpText } from "./support/forms.ts"
import { markets, urlOf } from "./support/markets.ts"
import { message } from "./support/messages.ts"

/** Issue 8: the help page in every market: localized FAQ in disclosure widgets and the contact section. */
for (const market of markets) {
  test(`${market}: the help page shows the FAQ and the contact section in the market's language`, async ({ page }) => {
    await page.goto(urlOf(market, "faq"))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(market, "page-faq-title"))
    const items = page.getByTestId("faq-item")
    await expect(items).toHaveCount(15)
    const first = items.first()
    await expect(first.locator("summary")).toHaveText(helpText(market, "help-faq-ordering-q1"))
    await expect(first.locator("p")).toBeHidden()
    await first.locator("summary").click()
    await expect(first.locator("p")).toBeVisible()
    await expect(first.locator("p")).toHaveText(helpText(market, "help-faq-ordering-a1"))
    // Warranty and return figures come from core's defaults (2 years, 60 days).
    const warranty = page.locator("#faq-warranty")
    await expect(warranty).toContainText(helpText(market, "help-faq-warranty-q1"))
    await expect(warranty.locator("p").first()).toContainText("2")
    await expect(warranty.locator("p").nth(1)).toContainText("60")
    const contact = page.getByTestId("contact")
    await expect(contact.getByRole("heading", { level: 2 })).toHaveText(helpText(market, "help-contact-title"))
    await expect(contact.getByTestId("contact-form")).toBeVisible()
    await expect(contact.getByLabel(helpText(market, "help-contact-message"))).toBeVisible()
  })
}

test("the contact route is the help page at its #contact anchor", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(urlOf("GR", "contact"))
  expect(new URL(page.url()).hash).toBe("#contact")
  await expect(page.getByTestId("contact")).toBeInViewport()
})
