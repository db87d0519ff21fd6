import { expect, test, type Page } from "@playwright/test"
import type { MarketCode } from "@shop/core/markets/market"
import { expectNoAxeViolations } from "./support/axe.ts"
import { findProducts } from "./support/cart.ts"
import { markets, originOf, urlOf } from "./support/markets.ts"
import { message } from "./support/messages.ts"
import { expectNoSideScroll, shooterFor } from "./support/screenshots.ts"

const shoot = shooterFor("trust")

/** Issue 17, "trusted at a glance": the shop's rating, the promises near the price, a header that works on a phone. */

const ratingOf = async (page: Page) => {
  const rating = page.getByTestId("shop-rating").first()
  await expect(rating).toBeVisible()
  return { average: Number(await rating.getAttribute("data-average")), count: Number(await rating.getAttribute("data-count")), link: rating }
}

/** The search box's hint against the room it has: its text must fit the input's content box, not be cut. */
const searchHintFit = (page: Page) =>
  page.locator("#site-search").evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input)
    const context = document.createElement("canvas").getContext("2d")!
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return { text: context.measureText(input.placeholder).width, room }
  })

for (const market of markets) {
  test(`${market}: home shows the shop's rating with its count, as the reviews page counts it, and the promises`, async ({ page }) => {
    await page.goto(urlOf(market, "index"))
    const { average, count, link } = await ratingOf(page)
    expect(count).toBeGreaterThan(0)
    await expect(page.getByTestId("purchase-promises").locator("li")).toHaveCount(4)
    await expect(page.getByTestId("purchase-promises")).toContainText(message(market, "promise-returns").split("{")[0]!.trim())
    await link.click()
    await expect(page).toHaveURL((url) => url.pathname === new URL(urlOf(market, "reviews")).pathname)
    const shown = (await page.getByTestId("reviews-average").textContent()) ?? ""
    expect(Number(shown.replace(",", "."))).toBe(average)
    await expect(page.getByTestId("reviews-summary")).toContainText(String(count))
  })
}

const productPage = async (page: Page, market: MarketCode, sort: "price-desc" | "price-asc") => {
  await page.goto(urlOf(market, "index"))
  const [product] = await findProducts(page, `category=smartphone&pageSize=1&sort=${sort}`)
  if (product === undefined) throw new Error("the seed has phones")
  await page.goto(`${originOf(market)}${product.productUrl}`)
  await expect(page.getByTestId("add-to-cart")).toBeVisible()
}

for (const market of ["RO", "GR"] as const) {
  test(`${market}: the product page shows the rating under the title and the promises right under the price`, async ({ page }) => {
    await productPage(page, market, "price-desc")
    await ratingOf(page)
    const promises = page.getByTestId("purchase-promises")
    await expect(promises.locator("li")).toHaveCount(4)
    // Near the price: right after it, before the variant choices and the add-to-cart widget.
    const order = await page.evaluate(() => {
      const at = (selector: string) => document.querySelector(selector)
      const promises = at("[data-testid=purchase-promises]")
      const follows = (a: Element | null, b: Element | null) => a !== null && b !== null && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
      return { afterPrice: follows(at("[data-testid=product-price]"), promises), beforeCart: follows(promises, at("[data-testid=add-to-cart]")) }
    })
    expect(order).toEqual({ afterPrice: true, beforeCart: true })
    // The warranty it promises is the one the warranty card states (the market's setting), the delivery
    // of a top-priced phone is free (above the market's threshold).
    const years = ((await page.getByTestId("warranty-years").textContent()) ?? "").match(/\d+/)?.[0]
    await expect(promises.locator("[data-promise=Warranty]")).toContainText(years ?? "no years")
    await expect(promises.locator("[data-promise=Delivery]")).toHaveText(message(market, "promise-delivery-free"))
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoSideScroll(page)
      await expectNoAxeViolations(page)
    }
    await shoot(page, `product-${market.toLowerCase()}`)
  })
}

for (const market of markets) {
  test(`${market}: at 390 px the category bar says it scrolls (a fade and arrows, keyboard too), and the search hint fits there and up to 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(urlOf(market, "index"))
    const bar = page.locator(".category-scroller")
    const list = bar.locator("ul")
    const more = bar.locator(".category-scroll-more")
    const back = bar.locator(".category-scroll-back")
    await expect(bar).toHaveAttribute("data-measured", "true")
    await expect(bar).toHaveAttribute("data-hidden-after", "true")
    await expect(more).toBeVisible()
    await expect(back).toBeHidden()
    await expect(more).toHaveAccessibleName(message(market, "nav-categories-more"))

    // By keyboard: the arrow is a button; Enter scrolls until the end, where the focus moves to the other arrow.
    await more.focus()
    for (let i = 0; i < 8 && (await more.isVisible()); i++) {
      await page.keyboard.press("Enter")
      await page.waitForTimeout(450)
    }
    await expect(bar).toHaveAttribute("data-hidden-after", "false")
    await expect(more).toBeHidden()
    await expect(back).toBeVisible()
    await expect(back).toBeFocused()
    expect(await list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    // The last link is in view, clear of the fade.
    const last = await list.locator("li:last-child a").boundingBox()
    const box = await list.boundingBox()
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0))

    // And back, by pointer, to the first link.
    for (let i = 0; i < 8 && (await back.isVisible()); i++) {
      await back.click()
      await page.waitForTimeout(450)
    }
    await expect(back).toBeHidden()
    await expect(more).toBeVisible()
    expect(await list.evaluate((el) => el.scrollLeft)).toBe(0)
    await expectNoSideScroll(page)

    // The search box's hint is not cut: its text fits the input's content box.
    const fit = await searchHintFit(page)
    expect(fit.text).toBeLessThanOrEqual(fit.room)
    await expect(page.locator(".search button")).toHaveAccessibleName(message(market, "search-submit"))
    await expectNoAxeViolations(page)

    // Wider windows too: at 1024 px the word beside the magnifier left the HU and GR hints too little room.
    for (const width of [768, 1024, 1099, 1100, 1280]) {
      await page.setViewportSize({ width, height: 844 })
      const wide = await searchHintFit(page)
      expect(wide.text, `${width} px`).toBeLessThanOrEqual(wide.room)
      await expectNoSideScroll(page)
    }
  })
}

test("at 1280 px the category bar fits: no fade, no arrows", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(urlOf("HU", "index"))
  const bar = page.locator(".category-scroller")
  await expect(bar).toHaveAttribute("data-measured", "true")
  await expect(bar).toHaveAttribute("data-hidden-after", "false")
  await expect(bar.locator(".category-scroll-more")).toBeHidden()
  await expectNoAxeViolations(page)
})

for (const market of ["RO", "GR", "HU"] as const) {
  test(`${market}: home at 390 and 1280 px, screenshots`, async ({ page }) => {
    await page.goto(urlOf(market, "index"))
    await expect(page.locator(".category-scroller")).toHaveAttribute("data-measured", "true")
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoSideScroll(page)
    }
    await shoot(page, `home-${market.toLowerCase()}`)
  })
}
