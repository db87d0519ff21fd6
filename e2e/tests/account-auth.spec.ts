import { expect, test } from "@playwright/test"
import { pathOf } from "@shop/core/routes/router"
import { markets, urlOf } from "./support/markets.ts"
import { message } from "./support/messages.ts"
import { passHumanCheck } from "./support/forms.ts"
import { accountSteps, fillAndSubmit, registerSignOutSignIn } from "./support/accounts.ts"
import { e2ePort } from "./support/browser.ts"

/** Register, sign out, wrong password, sign in, forgot + reset: in every market, in its language. */

const uniqueEmail = (market: string, what: string) =>
  `e2e.${what}.${market.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

const steps = accountSteps(e2ePort)

// Shared with the Firebase mode (account-auth-firebase.spec.ts): support/accounts.ts.
for (const market of markets) {
  test(`${market}: register, sign out, wrong password, sign in`, async ({ page }) => {
    await registerSignOutSignIn(page, steps, market)
  })
}

test("RO: forgot password sends a link to the outbox; the link sets a new password once", async ({ page }) => {
  const market = "RO"
  const email = uniqueEmail(market, "reset")
  await page.goto(urlOf(market, "register"))
  await passHumanCheck(page)
  await fillAndSubmit(page, { name: "Ion Ionescu", email, password: "secret-42" })
  await expect(page).toHaveURL((url) => url.pathname === pathOf(market, "account"))
  await page.context().clearCookies()

  await page.goto(urlOf(market, "forgot"))
  await fillAndSubmit(page, { email })
  await expect(page.getByTestId("auth-sent")).toBeVisible()

  // Through the page (Node cannot resolve ro.localhost): the embedded default's local outbox. The mail
  // is written after the answer (the answer's time must not tell who has an account): polled.
  const mailTo = async () => {
    const outbox = await page.evaluate(() => fetch("/api/auth/outbox/").then((r) => r.json())) as { mails: ReadonlyArray<{ to: string; body: string }> }
    return outbox.mails.find((m) => m.to === email)
  }
  await expect.poll(mailTo, { message: "the reset mail is in the outbox", timeout: 10_000 }).toBeDefined()
  const mail = await mailTo()
  const link = /http\S+/.exec(mail?.body ?? "")?.[0] ?? ""
  expect(new URL(link).pathname).toBe(pathOf(market, "forgot"))

  await page.goto(link)
  // The link's token sets the password: the page repeats it to no one and is not indexed.
  await expect(page.locator("meta[name=referrer]")).toHaveAttribute("content", "no-referrer")
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", /noindex/)
  await fillAndSubmit(page, { password: "brand-new-7" })
  await expect(page).toHaveURL((url) => url.pathname === pathOf(market, "account"))

  await page.context().clearCookies()
  await page.goto(link)
  await fillAndSubmit(page, { password: "another-new-8" })
  await expect(page.getByTestId("auth-error")).toHaveText(message(market, "auth-invalid-token"))
})

test("login page looks right at 390 and 1280 px, with a localized error", async ({ page }) => {
  for (const [market, width] of [["RO", 390], ["GR", 1280], ["HU", 390], ["BG", 1280]] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(urlOf(market, "login"))
    await fillAndSubmit(page, { email: `nobody.${Date.now()}@example.com`, password: "whatever-1" })
    await expect(page.getByTestId("auth-error")).toHaveText(message(market, "auth-invalid-credential"))
    await page.screenshot({ path: `../.reports/e2e/account-login-${market}-${width}.png`, fullPage: true })
    await page.goto(urlOf(market, "register"))
    await page.getByTestId("submit").click()
    await expect(page.locator('input[name="email"]')).toHaveAttribute("aria-invalid", "true")
    await page.screenshot({ path: `../.reports/e2e/account-register-${market}-${width}.png`, fullPage: true })
  }
})
