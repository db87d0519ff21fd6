import { expect, test } from "@playwright/test"
import type { Page } from "@playwright/test"
import { pathOf } from "@shop/core/routes/router"
import {
  accountSteps,
  cartFollowsTheAccount,
  cartProducts,
  authFormReady,
  fillAndSubmit,
  guestCartMergedAtLogin,
  password,
  uniqueEmail,
  wrongPasswordIsLocalized
} from "./support/accounts.ts"
import { e2ePort } from "./support/browser.ts"
import { originOf, urlOf } from "./support/markets.ts"
import { helpText } from "./support/forms.ts"
import { addToCart } from "./support/shop.ts"

/**
 * SPEC 4 "Cart persistence and sync" end to end on the embedded default: the signed-in cart is saved
 * remotely, found again in another browser, followed live, and a guest cart is merged at login. The
 * scenarios are shared with the Firebase mode (account-sync-firebase.spec.ts): support/accounts.ts.
 */

const market = "RO"
const steps = accountSteps(e2ePort)
const register = (page: Page, email: string) => steps.register(page, market, email)
const logout = (page: Page) => steps.logout(page, market)
const twoPhones = (page: Page) => steps.twoPhones(page, market)

test("RO: the signed-in cart is found again in another browser, and changes there appear live", async ({ browser }) => {
  await cartFollowsTheAccount(browser, steps, market)
})

test("RO: a guest cart is merged with the account's cart at login", async ({ browser }) => {
  await guestCartMergedAtLogin(browser, steps, market)
})

test("GR: a wrong password shows the localized message", async ({ page }) => {
  await wrongPasswordIsLocalized(page, steps, "GR")
})

test("RO: the cart's login page signs in and comes back to finalize with the cart; the header follows the session", async ({ page }) => {
  const [phone1] = await twoPhones(page)
  const email = uniqueEmail("cartlogin")
  await register(page, email)
  await expect(page.getByTestId("header-account")).toHaveAttribute("data-state", "signed-in")
  await expect(page.getByTestId("header-account")).toHaveAttribute("href", pathOf(market, "account"))
  await logout(page)
  await page.goto(urlOf(market, "index"))
  await expect(page.getByTestId("header-account")).toHaveAttribute("data-state", "guest")
  await expect(page.getByTestId("header-account")).toHaveAttribute("href", pathOf(market, "login"))

  await page.goto(`${originOf(market)}${phone1.productUrl}`)
  await addToCart(page)
  await page.goto(urlOf(market, "cartLogin"))
  await expect(page.getByTestId("cart-login-guest")).toBeVisible()
  await page.getByTestId("cart-login-signin").click()
  await expect(page).toHaveURL((url) => url.pathname === pathOf(market, "login"))
  await fillAndSubmit(page, { email, password })
  await expect(page).toHaveURL((url) => url.pathname === pathOf(market, "cartFinalize"))
  await expect(page.locator("html")).toHaveAttribute("data-cart-sync", "signed-in")
  await expect(page.getByTestId("header-account")).toHaveAttribute("data-state", "signed-in")
  expect(await cartProducts(page)).toEqual([phone1.id])
})

test("RO: the local outbox page lists the reset mail with a link that opens the new-password form", async ({ page }) => {
  const email = uniqueEmail("outbox")
  await register(page, email)
  await page.context().clearCookies()
  await page.goto(urlOf(market, "forgot"))
  await fillAndSubmit(page, { email })
  await expect(page.getByTestId("auth-sent")).toBeVisible()

  // The mail is written after the forgot call's answer: the page is loaded again until it lists it.
  const mail = page.getByTestId("outbox-mail").filter({ hasText: email }).first()
  await expect(async () => {
    await page.goto(`${originOf(market)}/outbox/`)
    await expect(mail).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `../.reports/e2e/auth-outbox-${width}.png`, fullPage: true })
  }
  await mail.getByTestId("outbox-link").click()
  await expect(page).toHaveURL((url) => url.pathname === pathOf(market, "forgot") && url.searchParams.has("token"))
  await expect(page.getByTestId("auth-form-reset")).toBeVisible()
})

test("register with the human check looks right at 390 and 1280 px, in every market's language", async ({ page }) => {
  for (const [m, width] of [["RO", 390], ["BG", 1280], ["HU", 1280], ["GR", 390]] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(urlOf(m, "register"))
    await authFormReady(page)
    await page.locator('input[name="name"]').fill("Ana Popescu")
    await page.locator('input[name="email"]').fill(uniqueEmail(`shot${m}`))
    await page.locator('input[name="password"]').fill(password)
    await page.getByTestId("submit").click()
    // Without the check the form does not go: the widget says so in the market's language.
    await expect(page.getByTestId("human-check")).toContainText(helpText(m, "human-check-required"))
    await expect(page).toHaveURL((url) => url.pathname === pathOf(m, "register"))
    await page.screenshot({ path: `../.reports/e2e/auth-register-${m}-${width}.png`, fullPage: true })
  }
})
