import { expect, test } from "@playwright/test"
import { markets as marketTable } from "@shop/core/markets/market"
import { buildPath, pathOf } from "@shop/core/routes/router"
import { Result } from "effect"
import { contentMessage } from "./support/contentMessages.ts"
import { hostOf, markets, originOf, urlOf } from "./support/markets.ts"
import { message } from "./support/messages.ts"

/** Issue 8: the content pages of every market, in the market's language, and the old addresses. */
for (const market of markets) {
  const lang = marketTable[market].locale

  test(`${market}: about us, seller guide and blog render in ${lang}`, async ({ page }) => {
    for (const [key, title] of [["aboutUs", "page-about-us-title"], ["sellerGuide", "page-seller-guide-title"], ["blog", "page-blog-title"]] as const) {
      const response = await page.goto(urlOf(market, key))
      expect(response?.status(), key).toBe(200)
      await expect(page.locator("html")).toHaveAttribute("lang", lang)
      await expect(page.locator("h1")).toHaveText(message(market, title))
    }
    await page.goto(urlOf(market, "aboutUs"))
    await expect(page.getByTestId("about-stats")).toHaveText(/23/)
    await page.goto(urlOf(market, "sellerGuide"))
    await expect(page.getByRole("heading", { level: 2, name: contentMessage(market, "content-guide-grading-title") })).toBeVisible()
    await page.getByTestId("guide-start-selling").click()
    await expect(page.locator("section.sell-funnel")).toHaveAttribute("data-step", "brand")
  })

  test(`${market}: a post in the blog list opens its page; an unknown post is the 404 page`, async ({ page }) => {
    await page.goto(urlOf(market, "blog"))
    const cards = page.getByTestId("blog-card")
    expect(await cards.count()).toBeGreaterThanOrEqual(3)
    const first = cards.first().locator("h2 a")
    const title = await first.innerText()
    await first.click()
    await expect(page.getByTestId("blog-post").locator("h1")).toHaveText(title)
    // The page's <title> is the post's own title, not one made from its slug (issue 17).
    expect(await page.title()).toContain(title)
    await expect(page.getByTestId("blog-post").locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/)
    expect(new URL(page.url()).pathname).toMatch(/^\/blog\/[a-z0-9-]+\/$/)

    const missing = Result.getOrThrow(buildPath(market, "blogPost", { slug: "no-such-article" }))
    const response = await page.goto(`${originOf(market)}${missing}`)
    expect(response?.status()).toBe(404)
    await expect(page.locator("h1")).toHaveText(message(market, "not-found-title"))
  })

  test(`${market}: the old FAQ and contact addresses redirect permanently to the help page`, async ({ page }) => {
    const faq = await page.goto(urlOf(market, "faqOld"))
    expect(faq?.request().redirectedFrom()?.url()).toBe(urlOf(market, "faqOld"))
    expect((await faq?.request().redirectedFrom()?.response())?.status()).toBe(308)
    expect(page.url()).toBe(urlOf(market, "faq"))

    const contact = await page.goto(urlOf(market, "contactOld"))
    expect((await contact?.request().redirectedFrom()?.response())?.status()).toBe(308)
    expect(page.url()).toBe(`${originOf(market)}${pathOf(market, "contact")}`)
    expect(new URL(page.url()).hash).toBe("#contact")
  })
}

test("HU: the refund-policy page, linked from the footer; other markets have no such page", async ({ page }) => {
  await page.goto(urlOf("HU", "index"))
  await page.locator("footer").getByRole("link", { name: message("HU", "page-refund-policy-title") }).click()
  await expect(page.locator("h1")).toHaveText(message("HU", "page-refund-policy-title"))
  await expect(page.getByTestId("refund-intro")).toContainText("60 napon")
  const path = new URL(page.url()).pathname
  expect(path).toBe("/termtk-visszakuldese-es-visszaterites/")
  for (const market of ["RO", "BG", "GR"] as const) {
    const response = await page.goto(`http://${hostOf(market)}:${new URL(page.url()).port}${path}`)
    expect(response?.status(), market).toBe(404)
    await expect(page.locator("footer").getByRole("link", { name: message("HU", "page-refund-policy-title") })).toHaveCount(0)
  }
})
