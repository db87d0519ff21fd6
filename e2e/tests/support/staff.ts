import type { StaffRole } from "@shop/core/staff/roles"
import { expect, type Locator, type Page, request } from "@playwright/test"
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

/** How many answers a console form has shown (StaffActionForm's data-answers); none if the form is gone. */
const answersOf = async (form: Locator): Promise<number> =>
  Number((await form.getByTestId("staff-action-status").first().getAttribute("data-answers", { timeout: 1_000 }).catch(() => null)) ?? 0)

/**
 * Presses a row's action and, for an irreversible one, its confirmation; waits for the answer: a new
 * answer in the form's status, or the form gone (a done change may replace it, e.g. "disable" becomes "enable").
 */
export const staffAction = async (scope: ReturnType<Page["locator"]>, action: string, confirm = false): Promise<void> => {
  const form = scope.locator(`form:has([data-action="${action}"])`).first()
  await expect(form).toHaveAttribute("data-ready", "true")
  // A form pressed before still shows its last answer (a second refusal reads like the first): wait for a new one.
  const answersBefore = await answersOf(form)
  await scope.locator(`[data-testid=staff-action][data-action="${action}"]`).click()
  if (confirm) await scope.locator(`[data-testid=staff-action-confirm][data-action="${action}"]`).click()
  // A done change may have removed the form meanwhile.
  await expect.poll(async () => (await form.count()) === 0 || (await answersOf(form)) > answersBefore).toBe(true)
}
