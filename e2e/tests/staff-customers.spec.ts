import { expect, test } from "@playwright/test"
import { accountSteps, newContext, sessionUid, signUpOnPage } from "./support/accounts.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { e2ePort } from "./support/browser.ts"
import { originOf } from "./support/markets.ts"
import { expectNoSideScroll } from "./support/screenshots.ts"
import { newStaffMember, signInToConsole, staffAction } from "./support/staff.ts"

/**
 * Issue 18: support finds a customer in the console and deactivates them; the customer's open session
 * ends at their next request and they cannot sign in (SPEC 4/6); reactivated, they sign in again.
 */
test("a customer deactivated in the console is signed out at once, and signs in again after reactivation", async ({ browser }) => {
  const shopperContext = await newContext(browser)
  const shopper = await shopperContext.newPage()
  const email = await signUpOnPage(shopper, "RO", "staff-deactivation")
  const uid = await sessionUid(shopper)

  const desk = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await signInToConsole(desk, await newStaffMember("support"), "RO")
  await desk.goto(`${originOf("RO")}/staff/customers/?q=${encodeURIComponent(email)}`)
  const row = desk.locator(`[data-testid=staff-row][data-id="${uid}"]`)
  await expect(row).toHaveCount(1)
  await expectNoAxeViolations(desk)
  await row.getByRole("link").click()
  const record = desk.getByTestId("staff-customer")
  await expect(record).toHaveAttribute("data-id", uid)
  await staffAction(record, "deactivate", true)
  await expect(record.getByTestId("staff-status")).toContainText("deactivated")

  // The shopper's open session ends at their next request.
  const session = await shopper.evaluate(() => fetch("/api/auth/session/").then((r) => r.json())) as { user: unknown; decision: string }
  expect(session).toMatchObject({ user: null, decision: "logout-deactivated" })
  const refused = await shopper.evaluate((body) =>
    fetch("/api/auth/login/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.status),
  { email, password: "secret-42" })
  expect(refused).toBe(403)

  await staffAction(record, "reactivate")
  await expect(record.getByTestId("staff-status")).toHaveText("active")
  await accountSteps(e2ePort).login(shopper, "RO", email)

  // The list is usable on a phone.
  await desk.setViewportSize({ width: 390, height: 844 })
  await desk.goto(`${originOf("RO")}/staff/customers/`)
  await expectNoSideScroll(desk)
  await shopperContext.close()
})
