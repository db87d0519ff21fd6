import { expect, test, type Page } from "@playwright/test"
import type { MarketCode } from "@shop/core/markets/market"
import { pathOf } from "@shop/core/routes/router"
import { fetchInPage, signUpOnPage } from "./support/accounts.ts"
import { buyAPhoneByCard } from "./support/checkout.ts"
import { e2ePort } from "./support/browser.ts"
import { adminToken } from "./support/forms.ts"
import { urlOf } from "./support/markets.ts"
import { shooterFor } from "./support/screenshots.ts"
import {
  answerCondition,
  chooseBrand,
  chooseModel,
  courierPickup,
  fillConfig,
  startSelling,
  submitSale,
  takeOffer
} from "./support/sell.ts"

const signUp = (page: Page, market: MarketCode): Promise<string> => signUpOnPage(page, market, "account-area")

const shoot = shooterFor("account-area")

test("a visitor is sent to login with the page to come back to", async ({ page }) => {
  await page.goto(urlOf("RO", "myPurchases"))
  await expect(page).toHaveURL((url) => url.pathname === pathOf("RO", "login") && url.searchParams.get("returnTo") === pathOf("RO", "myPurchases"))
})

test("RO: a purchase placed while signed in appears in my purchases; another user gets 404 for it", async ({ page, browser }) => {
  await signUp(page, "RO")
  await page.goto(urlOf("RO", "account"))
  await expect(page.getByTestId("account-greeting")).toContainText("Ana Pop")
  await shoot(page, "home")

  const orderId = await buyAPhoneByCard(page, "RO")
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/)

  await page.goto(urlOf("RO", "myPurchases"))
  const card = page.locator(`[data-testid=account-purchase][data-order-id="${orderId}"]`)
  await expect(card).toBeVisible()
  await expect(card.getByTestId("account-payment-state")).toHaveText("Plătită")
  await shoot(page, "purchases")

  // The Genius page shows the market's Genius return period and this order against the minimum.
  await page.goto(urlOf("RO", "accountGenius"))
  await expect(page.getByTestId("genius-days")).toHaveText(/\d/)
  await shoot(page, "genius")

  // Another user, in another browser context: the order is not theirs.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signUp(otherPage, "RO")
  expect((await fetchInPage(otherPage, `/api/account/purchases/${orderId}/`)).status).toBe(404)
  expect((await fetchInPage(page, `/api/account/purchases/${orderId}/`)).status).toBe(200)
  await otherPage.goto(urlOf("RO", "myPurchases"))
  await expect(otherPage.getByTestId("account-empty")).toBeVisible()
  await other.close()
})

test("RO: a sale from the funnel while signed in appears in my sales with its details", async ({ page }) => {
  await signUp(page, "RO")
  await startSelling(page, "RO", "smartphone")
  await chooseBrand(page, "Apple")
  const model = await chooseModel(page)
  await fillConfig(page)
  // Signed in, no email and no auth step (issue 17): the sale is the account's.
  expect(await answerCondition(page)).toBe("offer")
  await takeOffer(page, 1, true)
  await courierPickup(page, "RO")
  const sale = await submitSale(page)

  await page.goto(urlOf("RO", "mySales"))
  const card = page.locator(`[data-testid=account-sale][data-sale-id="${sale.id}"]`)
  await expect(card).toContainText(model)
  await shoot(page, "sales")
  await card.getByRole("link").click()
  await expect(page.getByTestId("account-sale-details")).toHaveAttribute("data-sale-id", sale.id)
  await shoot(page, "sale-details")
})

test("RO: a delivered order's device is returned through the return form; another user gets 404 for the form", async ({ page, browser, request }) => {
  await signUp(page, "RO")
  const orderId = await buyAPhoneByCard(page, "RO")

  // Not delivered yet: nothing to return.
  await page.goto(urlOf("RO", "return"))
  await expect(page.locator(`[data-testid=returnable-order][data-order-id="${orderId}"]`)).toHaveCount(0)

  // The shop's staff marks it delivered (the guarded staff call).
  const staff = `http://localhost:${e2ePort}/api/account/staff/deliveries/`
  expect((await request.post(staff, { data: { orderId } })).status()).toBe(401)
  const delivered = await request.post(staff, { headers: { authorization: `Bearer ${adminToken}` }, data: { orderId } })
  expect(delivered.status(), await delivered.text()).toBe(200)

  await page.goto(urlOf("RO", "return"))
  const card = page.locator(`[data-testid=returnable-order][data-order-id="${orderId}"]`)
  await expect(card).toBeVisible()
  await card.getByTestId("return-start").click()
  await expect(page.getByTestId("return-form")).toBeVisible()
  const formUrl = page.url()
  await shoot(page, "return-form")

  // Sent without a reason or a day: the form comes back with the errors (the browser checks are bypassed).
  await page.getByTestId("return-form").evaluate((form) => form.setAttribute("novalidate", ""))
  await page.getByTestId("return-submit").click()
  await expect(page.getByTestId("return-error-reason")).toBeVisible()
  await expect(page.getByTestId("return-error-pickupDate")).toBeVisible()

  await page.getByTestId("return-form").locator("input[name=lines]").first().check()
  await page.getByTestId("return-form").locator("textarea[name=reason]").fill("Bateria se descarcă în două ore.")
  await page.getByTestId("return-form").locator("input[name=courierAddress]").fill("Str. Lalelelor 3, Cluj-Napoca, Cluj")
  await page.getByTestId("return-form").locator("select[name=pickupDate]").selectOption({ index: 1 })
  await page.getByTestId("return-submit").click()
  await expect(page.getByTestId("return-confirmation")).toBeVisible()
  await expect(page.locator(`[data-testid=return-request][data-order-id="${orderId}"]`)).toContainText("Bateria se descarcă")
  await expect(page.locator(`[data-testid=returnable-order][data-order-id="${orderId}"]`)).toHaveCount(0)
  await shoot(page, "return")

  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signUp(otherPage, "RO")
  const answer = await otherPage.goto(formUrl)
  expect(answer?.status()).toBe(404)
  await other.close()
})

test("RO: settings save the name and the payout IBAN, refuse another country's IBAN, and change the password", async ({ page }) => {
  const email = await signUp(page, "RO")
  await page.goto(urlOf("RO", "settings"))
  const form = page.getByTestId("settings-form")
  await form.locator("input[name=name]").fill("Ana Maria Pop")
  await form.locator("input[name=accountNumber]").fill("BG80BNBG96611020345678")
  await form.locator("input[name=payoutName]").fill("Ana Maria Pop")
  await page.getByTestId("settings-save").click()
  await expect(page.getByTestId("settings-error-payout.accountNumber")).toBeVisible()

  await page.getByTestId("settings-form").locator("input[name=name]").fill("Ana Maria Pop")
  await page.getByTestId("settings-form").locator("input[name=accountNumber]").fill("RO49 AAAA 1B31 0075 9384 0000")
  await page.getByTestId("settings-form").locator("input[name=payoutName]").fill("Ana Maria Pop")
  await page.getByTestId("settings-save").click()
  await expect(page.getByTestId("settings-saved")).toBeVisible()
  await expect(page.getByTestId("settings-iban")).toHaveValue("RO49AAAA1B31007593840000")
  await expect(page.getByTestId("settings-form").locator("input[name=name]")).toHaveValue("Ana Maria Pop")
  await shoot(page, "settings")

  const passwordForm = page.getByTestId("password-form")
  await passwordForm.locator("input[name=currentPassword]").fill("secret-42")
  await passwordForm.locator("input[name=newPassword]").fill("another-42")
  await page.getByTestId("password-save").click()
  await expect(page).toHaveURL((url) => url.searchParams.get("saved") === "password")
  await expect(page.getByTestId("settings-saved")).toBeVisible()
  const login = await fetchInPage(page, "/api/auth/login/", { email, password: "another-42" })
  expect(login.status, login.text).toBe(200)
})
