import { expect, type Page, test } from "@playwright/test"
import { markets as marketTable, type MarketCode } from "@shop/core/markets/market"
import { englishCatalogueWords } from "@shop/core/test-support/englishCatalogueWords"
import { contentMessage } from "./support/contentMessages.ts"
import { markets, originOf, urlOf } from "./support/markets.ts"
import { expectNoSideScroll, shooterFor } from "./support/screenshots.ts"
import { addWithExtras, browseToAPhone, phonesPath } from "./support/shop.ts"
import { chooseBrand, chooseModel, startSelling } from "./support/sell.ts"

/**
 * Issue 17: no English catalogue word (colours, accessories, spec values, delivery) in the visible
 * text, nor the title, of the ro, bg, hu and el pages a shopper meets the catalogue on: home, a
 * listing filtered by colour, a product page, a cart with an accessory, the sell funnel's config step
 * and the return-address page.
 */
const shoot = shooterFor("l10n")

const leaks = async (page: Page, where: string): Promise<void> => {
  const text = `${await page.title()}\n${await page.locator("body").innerText()}`
  expect(englishCatalogueWords(text), `${where}: English catalogue words in the visible text`).toEqual([])
  // What a screen reader says of a picture is text too.
  const alts = (await page.locator("img[alt]").evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""))).join("\n")
  expect(englishCatalogueWords(alts), `${where}: English catalogue words in pictures' alt text`).toEqual([])
}

const checkMarket = (market: MarketCode) => {
  const lang = marketTable[market].locale

  test(`${market}: home, a colour-filtered listing, a product and a cart with an accessory speak ${lang}`, async ({ page }) => {
    await page.goto(urlOf(market, "index"))
    await leaks(page, "home")

    await page.goto(`${originOf(market)}${phonesPath(market)}?colour=black`)
    await expect(page.getByTestId("product-card").first()).toBeVisible()
    await leaks(page, "phones listing, black")

    await browseToAPhone(page, market)
    await leaks(page, "product page")

    await addWithExtras(page)
    await page.goto(urlOf(market, "cart"))
    await expect(page.getByTestId("cart-line").first()).toBeVisible()
    await leaks(page, "cart with an accessory")
  })

  test(`${market}: the sell funnel's config step speaks ${lang}`, async ({ page }) => {
    await startSelling(page, market)
    await chooseBrand(page, "Apple")
    await chooseModel(page, "iPhone 13")
    await leaks(page, "sell config step")
  })

  test(`${market}: the return-address page gives the address and what goes in the parcel, in ${lang}`, async ({ page }) => {
    const response = await page.goto(urlOf(market, "returnAddress"))
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId("return-address")).toBeVisible()
    await expect(page.getByTestId("return-address")).toContainText(/\d{3}/)
    await expect(page.getByTestId("return-parcel").locator("li")).toHaveCount(6)
    await expect(page.getByTestId("return-parcel")).toContainText(contentMessage(market, "content-return-address-parcel-device"))
    await leaks(page, "return address")
    await page.setViewportSize({ width: 390, height: 900 })
    await expectNoSideScroll(page)
    await shoot(page, `return-address-${lang}`)
  })
}

for (const market of markets) checkMarket(market)
