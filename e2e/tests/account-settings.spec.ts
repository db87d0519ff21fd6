import { expect, test, type Page } from "@playwright/test"
import type { MarketCode } from "@shop/core/markets/market"
import { pathOf } from "@shop/core/routes/router"
import settingsRo from "../../web/messages/account-settings/ro.json" with { type: "json" }
import { authFormReady, fetchInPage, signUpOnPage } from "./support/accounts.ts"
import { urlOf } from "./support/markets.ts"
import { message } from "./support/messages.ts"
import { shooterFor } from "./support/screenshots.ts"
import {
  answerCondition,
  chooseBrand,
  chooseModel,
  companies,
  courierPickup,
  expectStep,
  fillConfig,
  startSelling,
  submitSale
} from "./support/sell.ts"

/** Issue 6 settings: email change, company details, and a payment-test sale's payout completed from its details page. */

const signUp = (page: Page, market: MarketCode): Promise<string> => signUpOnPage(page, market, "settings")

const signIn = async (page: Page, market: MarketCode, email: string) => {
  await page.goto(urlOf(market, "login"))
  await authFormReady(page)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill("secret-42")
  await page.getByTestId("submit").click()
}

const shoot = shooterFor("account-settings")

/** Fills the settings page's company form with the RO company (its fiscal code and IBAN as given) and saves it. */
const saveCompany = async (page: Page, fiscalCode: string, iban: string) => {
  const company = companies.RO
  const form = page.getByTestId("corporate-form")
  await form.locator("input[name=name]").fill(company.name)
  await form.locator("input[name=fiscalCode]").fill(fiscalCode)
  await form.locator("input[name=registrationNumber]").fill(company.registrationNumber)
  await form.locator("input[name=email]").fill(company.email)
  await form.locator("input[name=phoneNumber]").fill(company.phone)
  await form.locator("input[name=iban]").fill(iban)
  await form.locator("input[name=county]").fill(company.county)
  await form.locator("input[name=city]").fill(company.city)
  await page.getByTestId("corporate-save").click()
}

test("RO: the email changes only with the current password; then the new email signs in and the old one is refused", async ({ page, browser }) => {
  const oldEmail = await signUp(page, "RO")
  const newEmail = `Changed-${Date.now().toString(36)}@Example.com`
  await page.goto(urlOf("RO", "settings"))
  await expect(page.getByTestId("settings-email")).toHaveText(oldEmail)

  const form = page.getByTestId("email-form")
  await form.locator("input[name=newEmail]").fill(newEmail)
  await form.locator("input[name=currentPassword]").fill("not-my-password")
  await page.getByTestId("email-save").click()
  await expect(page.getByTestId("settings-email-error")).toHaveText(message("RO", "auth-requires-recent-login"))
  await expect(page.getByTestId("settings-email")).toHaveText(oldEmail)

  await page.getByTestId("email-form").locator("input[name=newEmail]").fill(newEmail)
  await page.getByTestId("email-form").locator("input[name=currentPassword]").fill("secret-42")
  await page.getByTestId("email-save").click()
  await expect(page.getByTestId("settings-saved")).toHaveAttribute("data-saved", "email")
  // Stored lower-cased; the session stayed valid (still on the settings page, not sent to login).
  await expect(page.getByTestId("settings-email")).toHaveText(newEmail.toLowerCase())
  await expect(page).toHaveURL((url) => url.pathname === pathOf("RO", "settings"))

  const fresh = await browser.newContext()
  const other = await fresh.newPage()
  await signIn(other, "RO", oldEmail)
  await expect(other.getByTestId("auth-error")).toHaveText(message("RO", "auth-invalid-credential"))
  await signIn(other, "RO", newEmail)
  await expect(other).toHaveURL((url) => url.pathname === pathOf("RO", "account"))
  await fresh.close()
})

test("RO: company details are checked with the market's rules, saved, shown after a reload, and removed", async ({ page }) => {
  await signUp(page, "RO")
  await page.goto(urlOf("RO", "settings"))
  const company = companies.RO
  const fill = (fiscalCode: string) => saveCompany(page, fiscalCode, "ro49 aaaa 1b31 0075 9384 0000")
  await fill("12345678")
  await expect(page.getByTestId("settings-error-corporate.fiscalCode")).toHaveText(message("RO", "invalid-tax-code"))
  // The right shape with a mistyped digit: the CUI's check digit says so.
  await fill("RO18547291")
  await expect(page.getByTestId("settings-error-corporate.fiscalCode")).toHaveText(message("RO", "tax-id-check-digit-ro"))
  await fill(company.fiscalCode)
  await expect(page.getByTestId("settings-saved")).toHaveText(settingsRo["mysettings-corporate-saved"])

  await page.reload()
  const form = page.getByTestId("corporate-form")
  await expect(form.locator("input[name=name]")).toHaveValue(company.name)
  await expect(form.locator("input[name=fiscalCode]")).toHaveValue(company.fiscalCode)
  await expect(form.locator("input[name=iban]")).toHaveValue("RO49AAAA1B31007593840000")
  await expect(form.locator("input[name=city]")).toHaveValue(company.city)
  const stored = await fetchInPage(page, "/api/account/settings/")
  expect(JSON.parse(stored.text)).toMatchObject({ corporate: { name: company.name, fiscalCode: company.fiscalCode, iban: "RO49AAAA1B31007593840000" } })
  await page.getByTestId("corporate-form").scrollIntoViewIfNeeded()
  await shoot(page, "settings")

  await page.getByTestId("corporate-remove").click()
  await expect(page.getByTestId("settings-saved")).toHaveAttribute("data-saved", "corporate-removed")
  await expect(page.getByTestId("corporate-form").locator("input[name=name]")).toHaveValue("")
})

test("RO: a payment-test sale gets its payout details (an IBAN) from the sale details page, once", async ({ page, browser }) => {
  await signUp(page, "RO")
  await startSelling(page, "RO", "smartphone", "?paymentTest=1")
  await chooseBrand(page, "Apple")
  await chooseModel(page)
  await fillConfig(page)
  // Signed in: no email and no auth step (issue 17).
  expect(await answerCondition(page)).toBe("offer")
  // Instant sell asks for payout details in the plain funnel; the payment-test variant skips them.
  await expectStep(page, "offer")
  for (const card of await page.getByTestId("sell-offer-card").all()) {
    await card.locator('[data-testid=sell-offer][data-offer-id="2"] input').check()
  }
  await page.getByTestId("sell-continue").click()
  await courierPickup(page, "RO")
  const sale = await submitSale(page)
  expect(sale.posted["paymentDetails"]).toBeNull()

  await page.goto(urlOf("RO", "mySales"))
  await page.locator(`[data-testid=account-sale][data-sale-id="${sale.id}"]`).getByRole("link").click()
  await expect(page.getByTestId("account-sale-details")).toHaveAttribute("data-sale-id", sale.id)
  const detailsUrl = page.url()
  await expect(page.getByTestId("account-payout-missing")).toBeVisible()
  const form = page.getByTestId("sale-payout-form")
  await expect(form).toBeVisible()
  await shoot(page, "sale-payout-form")

  // Another country's IBAN comes back with the validator's message, nothing stored.
  await form.locator("input[name=sellerName]").fill("Ana Pop")
  await form.locator("input[name=iban]").fill("BG80BNBG96611020345678")
  await form.locator("input[name=county]").fill("Cluj")
  await form.locator("input[name=city]").fill("Cluj-Napoca")
  await page.getByTestId("sale-payout-save").click()
  await expect(page.getByTestId("payout-error-iban")).toBeVisible()

  // Another user cannot touch it.
  const stranger = await browser.newContext()
  const strangerPage = await stranger.newPage()
  await signUp(strangerPage, "RO")
  const theirs = await fetchInPage(strangerPage, `/api/account/sales/${sale.id}/payout/`, {
    paymentType: "iban", corporate: false, sellerName: "Ion Pop", iban: "RO49AAAA1B31007593840000", county: "Cluj", city: "Cluj-Napoca"
  })
  expect(theirs.status).toBe(404)
  await stranger.close()

  const again = page.getByTestId("sale-payout-form")
  await again.locator("input[name=sellerName]").fill("Ana Pop")
  await again.locator("input[name=iban]").fill("RO49 AAAA 1B31 0075 9384 0000")
  await again.locator("input[name=county]").fill("Cluj")
  await again.locator("input[name=city]").fill("Cluj-Napoca")
  await page.getByTestId("sale-payout-save").click()
  await expect(page.getByTestId("sale-payout-saved")).toHaveText(settingsRo["mysettings-payout-saved"])
  await expect(page.getByTestId("sale-payout-to")).toHaveText("Ana Pop")
  await expect(page.getByTestId("sale-payout-account")).toContainText("0000")
  await expect(page.getByTestId("sale-payout-form")).toHaveCount(0)
  await shoot(page, "sale-payout-saved")

  const twice = await fetchInPage(page, `/api/account/sales/${sale.id}/payout/`, {
    paymentType: "iban", corporate: false, sellerName: "Ana Pop", iban: "RO49AAAA1B31007593840000", county: "Cluj", city: "Cluj-Napoca"
  })
  expect(twice.status).toBe(409)
  await page.goto(detailsUrl)
  await expect(page.getByTestId("sale-payout-to")).toHaveText("Ana Pop")
})

test("RO without JavaScript: the settings forms still post and show their answers; a changed password keeps the browser signed in", async ({ page, browser }) => {
  await signUp(page, "RO")
  // The same browser's cookies, with scripts off: the forms post as plain HTML forms (server actions).
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() })
  const plain = await noScript.newPage()
  await plain.goto(urlOf("RO", "settings"))
  const company = companies.RO
  const fill = (fiscalCode: string) => saveCompany(plain, fiscalCode, "RO49AAAA1B31007593840000")
  await fill("12345678")
  await expect(plain.getByTestId("settings-error-corporate.fiscalCode")).toHaveText(message("RO", "invalid-tax-code"))
  await expect(plain.getByTestId("corporate-form").locator("input[name=fiscalCode]")).toHaveAttribute("aria-invalid", "true")
  await fill(company.fiscalCode)
  await expect(plain.getByTestId("settings-saved")).toHaveAttribute("data-saved", "corporate")
  await expect(plain.getByTestId("corporate-form").locator("input[name=fiscalCode]")).toHaveValue(company.fiscalCode)

  const passwordForm = plain.getByTestId("password-form")
  await passwordForm.locator("input[name=currentPassword]").fill("secret-42")
  await passwordForm.locator("input[name=newPassword]").fill("another-42")
  await plain.getByTestId("password-save").click()
  await expect(plain.getByTestId("settings-saved")).toHaveAttribute("data-saved", "password")
  await expect(plain).toHaveURL((url) => url.pathname === pathOf("RO", "settings"))
  await noScript.close()
})
