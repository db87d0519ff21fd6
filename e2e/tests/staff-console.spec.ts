import { expect, test } from "@playwright/test"
import { expectNoAxeViolations } from "./support/axe.ts"
import { originOf } from "./support/markets.ts"
import { expectNoSideScroll, shooterFor } from "./support/screenshots.ts"
import { newStaffMember, signInToConsole, staffAction, staffAdmin } from "./support/staff.ts"

const shoot = shooterFor("staff-console")

test.describe("the staff console", () => {
  test("signs staff in by role: the nav, a page beyond the role, disabling a member ends their session at once", async ({ browser }) => {
    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    // Signed out, a console page asks to sign in first and comes back after.
    await admin.goto(`${originOf("HU")}/staff/team/`)
    await expect(admin.getByTestId("staff-login")).toBeVisible()
    await expect(admin.locator("html")).toHaveAttribute("lang", "en")
    await expect(admin.getByTestId("staff-login-form")).toHaveAttribute("data-ready", "true")
    await admin.getByTestId("staff-login-email").fill(staffAdmin.email)
    await admin.getByTestId("staff-login-password").fill("not the admin password")
    await admin.getByTestId("staff-login-submit").click()
    await expect(admin.getByTestId("staff-login-error")).toHaveText("Wrong email or password.")
    // The email typed stays after a refusal.
    await expect(admin.getByTestId("staff-login-email")).toHaveValue(staffAdmin.email)
    await expectNoAxeViolations(admin)
    await admin.getByTestId("staff-login-password").fill(staffAdmin.password)
    await admin.getByTestId("staff-login-submit").click()
    await expect(admin.getByTestId("staff-team")).toBeVisible()
    await expect(admin).toHaveURL(/\/staff\/team\/$/)

    const warehouse = await newStaffMember("warehouse", "hu")
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const phone = await other.newPage()
    await signInToConsole(phone, warehouse, "GR")
    // The member's language, not the host's market.
    await expect(phone.locator("html")).toHaveAttribute("lang", "hu")
    const nav = phone.getByTestId("staff-nav-link")
    await expect(nav.filter({ hasText: "Rendelések" })).toBeVisible()
    await expect(nav.filter({ hasText: "Munkatársak" })).toHaveCount(0)
    await expect(nav.filter({ hasText: "Naplózás" })).toHaveCount(0)
    await expectNoSideScroll(phone)
    await shoot(phone, "home-warehouse")
    await phone.goto(`${originOf("GR")}/staff/team/`)
    await expect(phone.getByTestId("staff-forbidden")).toBeVisible()
    await expect(phone.getByTestId("staff-row")).toHaveCount(0)

    // The admin disables the member: their open session ends at their next request.
    await admin.reload()
    const row = admin.getByTestId("staff-row").filter({ hasText: warehouse.email })
    await staffAction(row, "disable", true)
    await expect(row.getByTestId("staff-status")).toHaveText("disabled")
    await expectNoAxeViolations(admin)
    await shoot(admin, "team")
    await phone.goto(`${originOf("GR")}/staff/`)
    await expect(phone.getByTestId("staff-login")).toBeVisible()

    // Sign-out ends the session on the server: the cookie copied before is worth nothing after.
    const cookies = await admin.context().cookies()
    const staffCookie = cookies.find((c) => c.name === "shop_staff")
    expect(staffCookie?.sameSite).toBe("Strict")
    expect(staffCookie?.httpOnly).toBe(true)
    await admin.getByTestId("staff-sign-out").click()
    await expect(admin.getByTestId("staff-login")).toBeVisible()
    const replay = await admin.request.get(`http://localhost:${new URL(admin.url()).port}/api/staff/auth/session/`, { headers: { cookie: `shop_staff=${staffCookie?.value}` } })
    expect(replay.status()).toBe(401)
    await other.close()
  })

  test("a console address that names nothing is the console's 404, in the console's document; the shop's stay the shop's", async ({ page }) => {
    // The console has a root layout of its own (app/(console)/layout.tsx): an unknown /staff/ path must
    // not fall to the storefront's catch-all and its 404 in the shop's document.
    for (const path of ["/staff/nothing-here/", "/staff/orders/x/y/z/"]) {
      const answer = await page.goto(`${originOf("BG")}${path}`)
      expect(answer?.status(), path).toBe(404)
      await expect(page.getByTestId("staff-not-found")).toBeVisible()
      await expect(page.getByTestId("staff-header")).toBeVisible()
      await expect(page.locator("html")).toHaveAttribute("lang", "en")
      await expect(page.locator(".site-header")).toHaveCount(0)
      await expect(page).toHaveTitle("404 | Staff console")
    }
    const shop = await page.goto(`${originOf("BG")}/staff-nothing-here/`)
    expect(shop?.status()).toBe(404)
    await expect(page.locator("[data-route-key=not-found]")).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "bg")
    await expect(page.getByTestId("staff-header")).toHaveCount(0)
  })
})
