import type { StaffRole } from "@shop/core/staff/roles"
import { expect, type Page, request } from "@playwright/test"
import { e2ePort } from "./browser.ts"
import { originOf } from "./markets.ts"
import type { MarketCode } from "@shop/core/markets/market"

/** The first admin serve.sh gives the e2e servers (STAFF_ADMIN_EMAIL / STAFF_ADMIN_PASSWORD). */
export const staffAdmin = {
  email: process.env["STAFF_ADMIN_EMAIL"] ?? "admin@e2e.example",
  password: process.env["STAFF_ADMIN_PASSWORD"] ?? "e2e staff admin password"
}

export interface StaffCredentials {
  readonly email: string
  readonly password: string
}

const api = `http://localhost:${e2ePort}/api/staff`
let made = 0

/** A new staff member of `role`, added by the first admin through the staff calls. */
export const newStaffMember = async (role: StaffRole, language = "en"): Promise<StaffCredentials> => {
  made += 1
  const context = await request.newContext()
  try {
    const login = await context.post(`${api}/auth/login/`, { data: staffAdmin })
    expect(login.status(), await login.text()).toBe(200)
    const member = { email: `${role}-${Date.now().toString(36)}-${made}@e2e.example`, password: `e2e ${role} password ${made}` }
    const added = await context.post(`${api}/staff/`, { data: { ...member, name: `E2E ${role}`, role, language } })
    expect(added.status(), await added.text()).toBe(201)
    return member
  } finally {
    await context.dispose()
  }
}

/** Signs a browser in to the console (any market host serves it) and waits for the header to name the member. */
export const signInToConsole = async (page: Page, credentials: StaffCredentials, market: MarketCode = "RO"): Promise<void> => {
  await page.goto(`${originOf(market)}/staff/login/`)
  const form = page.getByTestId("staff-login-form")
  await expect(form).toHaveAttribute("data-ready", "true")
  await page.getByTestId("staff-login-email").fill(credentials.email)
  await page.getByTestId("staff-login-password").fill(credentials.password)
  await page.getByTestId("staff-login-submit").click()
  await expect(page.getByTestId("staff-who")).toBeVisible()
}

/**
 * Presses a row's action and, for an irreversible one, its confirmation; waits for the answer: the
 * form's status, or the form gone (a done change may replace it, e.g. "disable" becomes "enable").
 */
export const staffAction = async (scope: ReturnType<Page["locator"]>, action: string, confirm = false): Promise<void> => {
  const form = scope.locator(`form:has([data-action="${action}"])`).first()
  await expect(form).toHaveAttribute("data-ready", "true")
  await scope.locator(`[data-testid=staff-action][data-action="${action}"]`).click()
  if (confirm) await scope.locator(`[data-testid=staff-action-confirm][data-action="${action}"]`).click()
  // allTextContents does not wait for the form, which a done change may have removed meanwhile.
  await expect.poll(async () => (await form.getByTestId("staff-action-status").allTextContents()).join("") !== "" || (await form.count()) === 0).toBe(true)
}
