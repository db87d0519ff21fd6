import { expect, test, type Page } from "@playwright/test"
import { pathOf } from "@shop/core/routes/router"
import { checkoutAsGuest, fillFinalize, placeOrderToSandbox } from "./support/checkout.ts"
import { originOf } from "./support/markets.ts"
import { addToCart, phonesPath } from "./support/shop.ts"

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

/** The page as the server kept it: fetched until an answer says it was served from the cache. */
const keptAnswer = async (page: Page, url: string) => {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await fetchPage(page, url)
    if (answer.cache === "hit") return answer
  }
  throw new Error(`${url} was never served from the page cache in 20 tries`)
}

test("RO: a kept product page is drawn again once an order takes its stock, with a fresh nonce on every answer", async ({ page }) => {
  // The listing's last phone: the purchase specs buy the first one of each market, beside this one.
  await page.goto(`${originOf("RO")}${phonesPath("RO")}`)
  await page.getByTestId("product-card").last().getByRole("link").first().click()
  await expect(page.getByTestId("add-to-cart")).toBeEnabled()
  const productUrl = page.url()
  // The first visit by address draws the page (the browser came by a client-side navigation); the
  // next ones are served as kept. (Other specs running beside this one place orders, which change the
  // catalog and send the page to be drawn again: a kept answer may take a few tries.)
  const kept = await keptAnswer(page, productUrl)
  const again = await keptAnswer(page, productUrl)
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
