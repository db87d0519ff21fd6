import { expect, test, type Page } from "@playwright/test"
import type { MarketCode } from "@shop/core/markets/market"
import { pathOf } from "@shop/core/routes/router"
import { fetchInPage, signUpOnPage } from "./support/accounts.ts"
import { checkoutAsGuest, fillFinalize, placeOrderToSandbox } from "./support/checkout.ts"
import { e2ePort } from "./support/browser.ts"
import { adminToken } from "./support/forms.ts"
import { urlOf } from "./support/markets.ts"
import { shooterFor } from "./support/screenshots.ts"
import { addToCart, browseToAPhone } from "./support/shop.ts"

const signUp = (page: Page, market: MarketCode): Promise<string> => signUpOnPage(page, market, "warranty")

const shoot = shooterFor("account-warranty")

/**
 * Buys the first phone of the market signed in, with a warranty extension (the radio group) and, where
 * the market sells it, the insurance (a single checkbox); pays in the sandbox. Answers the order id.
 */
const buyWithServices = async (page: Page, market: MarketCode, insurance: boolean): Promise<string> => {
  await browseToAPhone(page, market)
  await page.locator("input[type=radio][data-testid=extra-service]").first().check()
  if (insurance) await page.locator("input[type=checkbox][data-testid=extra-service]").first().check()
  await addToCart(page)
  await checkoutAsGuest(page, market)
  await fillFinalize(page, market)
  await placeOrderToSandbox(page)
  await page.getByTestId("sandbox-pay").click()
  await expect(page.getByTestId("thank-you")).toBeVisible()
  const orderId = ((await page.getByTestId("order-number").textContent()) ?? "").trim()
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/)
  return orderId
}

test("a visitor is sent from my warranties to login with the page to come back to", async ({ page }) => {
  await page.goto(urlOf("RO", "myWarranties"))
  await expect(page).toHaveURL((url) => url.pathname === pathOf("RO", "login") && url.searchParams.get("returnTo") === pathOf("RO", "myWarranties"))
})

test("RO: a delivered phone with a warranty extension and an insurance is sent in under warranty; another user gets 404", async ({ page, browser, request }) => {
  await signUp(page, "RO")
  const orderId = await buyWithServices(page, "RO", true)
  const staff = `http://localhost:${e2ePort}/api/account/staff/deliveries/`
  const delivered = await request.post(staff, { headers: { authorization: `Bearer ${adminToken}` }, data: { orderId } })
  expect(delivered.status(), await delivered.text()).toBe(200)

  // My warranties: the standard warranty and the extension, their end dates, and the send-in link.
  await page.goto(urlOf("RO", "account"))
  await page.getByTestId("account-nav-myWarranties").click()
  await expect(page).toHaveURL((url) => url.pathname === pathOf("RO", "myWarranties"))
  const device = page.locator(`[data-testid=warranty-device][data-order-id="${orderId}"]`)
  await expect(device).toHaveAttribute("data-state", "active")
  await expect(device.getByTestId("warranty-kind")).toHaveText("Garanție standard + extindere")
  await expect(device.getByTestId("warranty-extension")).toContainText("luni")
  const standardEnd = (await device.getByTestId("warranty-standard-until").textContent()) ?? ""
  const end = (await device.getByTestId("warranty-until").textContent()) ?? ""
  expect(standardEnd).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
  expect(end).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
  const year = (text: string) => Number(text.slice(-4))
  expect(year(end)).toBeGreaterThan(year(standardEnd))
  await shoot(page, "my-warranties")

  // Send in: first without a problem or a day (browser checks bypassed), then properly.
  await device.getByTestId("warranty-send-in").click()
  await expect(page.getByTestId("sendin-form")).toBeVisible()
  const formUrl = page.url()
  await shoot(page, "send-in-form")
  await page.getByTestId("sendin-form").evaluate((form) => form.setAttribute("novalidate", ""))
  await page.getByTestId("submit").click()
  await expect(page.getByTestId("sendin-error-problem")).toBeVisible()
  await expect(page.getByTestId("sendin-error-pickupDate")).toBeVisible()
  const form = page.getByTestId("sendin-form")
  await form.locator("textarea[name=problem]").fill("Ecranul rămâne negru după încărcare, de două zile.")
  await form.locator("input[name=courierAddress]").fill("Str. Lalelelor 3, Cluj-Napoca, Cluj")
  await form.locator("select[name=pickupDate]").selectOption({ index: 1 })
  await page.getByTestId("submit").click()
  await expect(page.getByTestId("sendin-confirmation")).toBeVisible()
  await expect(page.getByTestId("sendin-confirmation")).toContainText("Ecranul rămâne negru")
  await shoot(page, "send-in-confirmation")

  // Back on my warranties the device shows its open request and no longer offers sending it in.
  await page.goto(urlOf("RO", "myWarranties"))
  await expect(device.getByTestId("warranty-open-claim")).toBeVisible()
  await expect(device.getByTestId("warranty-send-in")).toHaveCount(0)
  await expect(page.locator(`[data-testid=warranty-claim][data-order-id="${orderId}"]`)).toContainText("Ecranul rămâne negru")

  // My insurances lists the insurance bought with the phone.
  await page.goto(urlOf("RO", "account"))
  await page.getByTestId("account-nav-myInsurances").click()
  const insured = page.locator(`[data-testid=insurance][data-order-id="${orderId}"]`)
  await expect(insured).toHaveAttribute("data-state", "active")
  await expect(insured.getByTestId("insurance-until")).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/)
  await shoot(page, "my-insurances")
  expect((await fetchInPage(page, "/api/account/insurances/")).status).toBe(200)

  // Another user, in another browser context: the order's send-in form is not found, and so is the call's list.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signUp(otherPage, "RO")
  const answer = await otherPage.goto(formUrl)
  expect(answer?.status()).toBe(404)
  const theirs = JSON.parse((await fetchInPage(otherPage, "/api/account/warranties/")).text) as { warranties: ReadonlyArray<unknown> }
  expect(theirs.warranties).toEqual([])
  await other.close()
})

test("HU: my warranties shows a paid phone (counted from the order date until delivery); there is no my insurances", async ({ page }) => {
  await signUp(page, "HU")
  const orderId = await buyWithServices(page, "HU", false)
  await page.goto(urlOf("HU", "myWarranties"))
  const device = page.locator(`[data-testid=warranty-device][data-order-id="${orderId}"]`)
  await expect(device).toHaveAttribute("data-state", "active")
  await expect(device.getByTestId("warranty-kind")).toHaveText("Normál garancia + kiterjesztés")
  await expect(device.getByTestId("warranty-send-in")).toBeVisible()
  await shoot(page, "my-warranties-hu")
  await page.goto(urlOf("HU", "account"))
  await expect(page.getByTestId("account-nav-myWarranties")).toBeVisible()
  await expect(page.getByTestId("account-nav-myInsurances")).toHaveCount(0)
  expect((await fetchInPage(page, "/api/account/insurances/")).status).toBe(404)
})
