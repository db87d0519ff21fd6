import { expect, type Locator, type Page, test } from "@playwright/test"
import type { MarketCode } from "@shop/core/markets/market"
import { formReady, helpText, reviewsText } from "./support/forms.ts"
import { urlOf } from "./support/markets.ts"
import { expectNoSideScroll, screenshotWidths } from "./support/screenshots.ts"

/**
 * Issue 8: the help page, its contact form, the review list and the add-review form at 390 px and
 * 1280 px, written to .reports/screenshots/ for people to look at. Each is first checked for what a
 * person looks for on the picture: the page does not scroll sideways, the form is there with a
 * label in the market's language on every field, the human check and the send button.
 */
const out = (name: string, width: number) => `../.reports/screenshots/${name}-${width}.png`

/** Every field a person fills has a name a screen reader says (its label or its group's legend). */
const expectLabelledFields = async (form: Locator) => {
  const fields = await form.locator("input:not([type=hidden]), select, textarea").all()
  expect(fields.length).toBeGreaterThan(0)
  for (const field of fields) await expect(field).toHaveAccessibleName(/\S/)
}

/** A hydrated form, each label shown with its field, the human check ready and the send button. */
const expectForm = async (page: Page, form: Locator, labels: ReadonlyArray<string>, send: string) => {
  await formReady(form)
  for (const label of labels) await expect(form.getByLabel(label)).toBeVisible()
  await expectLabelledFields(form)
  await expect(form.getByTestId("human-check")).toHaveAttribute("data-phase", "ready")
  await expect(form.getByTestId("submit")).toHaveText(send)
  await expectNoSideScroll(page)
}

const contactForm = async (page: Page, market: MarketCode) =>
  expectForm(page, page.getByTestId("contact-form"), [
    helpText(market, "help-contact-name"),
    helpText(market, "help-contact-email"),
    helpText(market, "help-contact-topic"),
    helpText(market, "help-contact-order-number"),
    helpText(market, "help-contact-message")
  ], helpText(market, "help-contact-send"))

for (const width of screenshotWidths) {
  test.describe(`${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    })

    test(`help page with an answer open at ${width}px`, async ({ page }) => {
      await page.goto(urlOf("RO", "faq"))
      const item = page.getByTestId("faq-item").first()
      await item.locator("summary").click()
      await expect(item).toHaveAttribute("open", "")
      await expect(item.locator("p")).toBeVisible()
      await contactForm(page, "RO")
      await page.screenshot({ path: out("help", width), fullPage: true })
    })

    test(`contact form at ${width}px`, async ({ page }) => {
      await page.goto(urlOf("BG", "contact"))
      const contact = page.locator("#contact")
      await expect(contact.getByRole("heading", { name: helpText("BG", "help-contact-title") })).toBeVisible()
      await contactForm(page, "BG")
      await contact.screenshot({ path: out("help-contact", width) })
    })

    test(`review list at ${width}px`, async ({ page }) => {
      await page.goto(urlOf("HU", "reviews"))
      await expect(page.getByTestId("reviews-summary")).toContainText(reviewsText("HU", "reviews-summary-title"))
      await expect(page.getByTestId("review").first()).toBeVisible()
      await expect(page.getByTestId("reviews-add-link")).toHaveText(reviewsText("HU", "reviews-add-link"))
      await expectNoSideScroll(page)
      await page.screenshot({ path: out("reviews", width), fullPage: true })
    })

    test(`add-review form at ${width}px`, async ({ page }) => {
      await page.goto(urlOf("GR", "reviewsAdd"))
      const form = page.getByTestId("review-form")
      await expect(form.getByRole("group", { name: reviewsText("GR", "reviews-form-rating") })).toBeVisible()
      await expect(form.getByRole("radio")).toHaveCount(5)
      await expectForm(page, form, [
        reviewsText("GR", "reviews-form-name"),
        reviewsText("GR", "reviews-form-email"),
        reviewsText("GR", "reviews-form-title"),
        reviewsText("GR", "reviews-form-text")
      ], reviewsText("GR", "reviews-form-send"))
      await page.screenshot({ path: out("reviews-add", width), fullPage: true })
    })
  })
}
