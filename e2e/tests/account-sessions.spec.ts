import { expect, test } from "@playwright/test"
import type { BrowserContext, Page } from "@playwright/test"
import { pathOf } from "@shop/core/routes/router"
import { accountSteps, newContext, password, uniqueEmail } from "./support/accounts.ts"
import { e2ePort } from "./support/browser.ts"
import accountRo from "../../web/messages/account/ro.json" with { type: "json" }
import { originOf, urlOf } from "./support/markets.ts"

/**
 * Issue 14 "sessions end on the server", as an attacker holding a copy of a shopper's cookies sees it:
 * the copy stops working at once after the shopper signs out or changes the password; and another
 * site cannot sign a shopper out by sending the browser to /logout/.
 */

const market = "RO"
const steps = accountSteps(e2ePort)

/** Who the server says is signed in on this page's browser (null: nobody). */
const signedInEmail = async (page: Page): Promise<string | null> => {
  await page.goto(urlOf(market, "index"))
  const answer = await page.evaluate(() => fetch("/api/auth/session/").then((r) => r.json())) as { user: { email: string } | null }
  return answer.user?.email ?? null
}

/** A second browser holding a copy of the first one's cookies. */
const copyOfCookies = async (from: BrowserContext, into: BrowserContext) => {
  const cookies = (await from.cookies()).filter((c) => c.name === "shop_session" || c.name === "shop_auth")
  expect(cookies.map((c) => c.name).sort()).toEqual(["shop_auth", "shop_session"])
  await into.addCookies(cookies)
}

test("RO: a copy of the session cookie stops working when the shopper signs out", async ({ browser }) => {
  const shopper = await newContext(browser)
  const thief = await newContext(browser)
  try {
    const page = await shopper.newPage()
    const email = uniqueEmail("copied")
    await steps.register(page, market, email)
    await copyOfCookies(shopper, thief)
    const stolen = await thief.newPage()
    expect(await signedInEmail(stolen)).toBe(email)

    await steps.logout(page, market)
    expect(await signedInEmail(stolen)).toBeNull()
    await stolen.goto(urlOf(market, "settings"))
    await expect(stolen).toHaveURL((url) => url.pathname === pathOf(market, "login"))
  } finally {
    await shopper.close()
    await thief.close()
  }
})

test("RO: changing the password in the settings keeps this browser signed in (with a new session) and signs every other one out, a copy of this one's cookie too", async ({ browser }) => {
  const here = await newContext(browser)
  const elsewhere = await newContext(browser)
  const thief = await newContext(browser)
  try {
    const page = await here.newPage()
    const email = uniqueEmail("change")
    await steps.register(page, market, email)
    const other = await elsewhere.newPage()
    await steps.login(other, market, email)
    expect(await signedInEmail(other)).toBe(email)
    await copyOfCookies(here, thief)
    const stolen = await thief.newPage()
    expect(await signedInEmail(stolen)).toBe(email)

    await page.goto(urlOf(market, "settings"))
    const form = page.getByTestId("password-form")
    await form.locator("input[name=currentPassword]").fill(password)
    await form.locator("input[name=newPassword]").fill("another-secret-7")
    await page.getByTestId("password-save").click()
    await expect(page.getByTestId("settings-saved")).toHaveAttribute("data-saved", "password")

    expect(await signedInEmail(page)).toBe(email)
    expect(await signedInEmail(other)).toBeNull()
    expect(await signedInEmail(stolen)).toBeNull()
  } finally {
    await here.close()
    await elsewhere.close()
    await thief.close()
  }
})

test("RO: /logout/ reached from another site asks first, in the market's language; from the shop it signs out at once", async ({ page }) => {
  const email = uniqueEmail("crosslogout")
  await steps.register(page, market, email)

  // Another host (the BG storefront is another origin) sends the browser to the RO logout page.
  await page.goto(`${originOf("BG")}/`)
  await page.evaluate((target) => {
    window.location.href = target
  }, urlOf(market, "logout"))
  await expect(page).toHaveURL((url) => url.pathname === pathOf(market, "logout"))
  await expect(page.getByTestId("logout-state")).toHaveAttribute("data-state", "confirm")
  await expect(page.getByTestId("logout-confirm")).toHaveText(accountRo["account-logout-button"])
  expect(await signedInEmail(page)).toBe(email)

  // The shopper confirms: signed out.
  await page.goto(`${originOf("BG")}/`)
  await page.evaluate((target) => {
    window.location.href = target
  }, urlOf(market, "logout"))
  await page.getByTestId("logout-confirm").click()
  await expect(page.getByTestId("logout-state")).toHaveAttribute("data-state", "done")
  expect(await signedInEmail(page)).toBeNull()

  // From the shop's own account page the link signs out on arrival.
  await steps.login(page, market, email)
  await page.goto(urlOf(market, "account"))
  await page.locator(`a[href="${pathOf(market, "logout")}"]`).first().click()
  await expect(page.getByTestId("logout-state")).toHaveAttribute("data-state", "done")
  expect(await signedInEmail(page)).toBeNull()
})
