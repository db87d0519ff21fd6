import { expect, test, type Page } from "@playwright/test"
import { pathOf } from "@shop/core/routes/router"
import { checkoutAsGuest, fillFinalize, placeOrderToSandbox } from "./support/checkout.ts"
import { originOf } from "./support/markets.ts"
import { addToCart, browseToAPhone, phonesPath } from "./support/shop.ts"

/**
 * Issue 15: the server keeps the shared pages it rendered (web/server/pageCache.mjs) and serves them
 * again until the catalog changes. An order that takes a device's stock is such a change: the next
 * visitor of its page gets it drawn again, from the stock as it is now.
 */
/** A plain GET from the page (the browser resolves the markets' *.localhost hosts; Node does not). */
const fetchPage = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    const response = await fetch(address, { cache: "no-store" })
    return { cache: response.headers.get("x-page-cache"), policy: response.headers.get("content-security-policy") ?? "", html: await response.text() }
  }, url)

test("RO: a kept product page is drawn again once an order takes its stock, with a fresh nonce on every answer", async ({ page }) => {
  await browseToAPhone(page, "RO")
  const productUrl = page.url()
  // The first visit by address draws the page (the browser came by a client-side navigation).
  await fetchPage(page, productUrl)
  const kept = await fetchPage(page, productUrl)
  expect(kept.cache).toBe("hit")
  const again = await fetchPage(page, productUrl)
  expect(again.cache).toBe("hit")
  const nonces = [kept, again].map((answer) => /'nonce-([^']+)'/.exec(answer.policy)?.[1])
  expect(new Set(nonces).size).toBe(2)
  for (const [index, answer] of [kept, again].entries()) {
    const scriptNonces = new Set([...answer.html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]))
    expect([...scriptNonces]).toEqual([nonces[index]])
  }
  // A listing the visitor filtered is theirs alone: never kept.
  const sorted = `${originOf("RO")}${phonesPath("RO")}?sort=price-asc`
  await fetchPage(page, sorted)
  expect((await fetchPage(page, sorted)).cache).toBeNull()

  await addToCart(page)
  await checkoutAsGuest(page, "RO")
  await fillFinalize(page, "RO")
  await placeOrderToSandbox(page)
  await page.getByTestId("sandbox-pay").click()
  await expect(page).toHaveURL((url) => url.pathname === pathOf("RO", "thankYou"))

  // The order's stock change reaches the server's page cache through the database's notification.
  await expect.poll(async () => (await fetchPage(page, productUrl)).cache ?? "drawn again", { timeout: 5_000 })
    .toBe("drawn again")
})
