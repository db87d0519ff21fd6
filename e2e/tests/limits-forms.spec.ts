import { expect, test, type Page, type Route } from "@playwright/test"
import { customers } from "./support/customers.ts"
import { fetchInPage, fillAndSubmit } from "./support/accounts.ts"
import { formReady, passHumanCheck } from "./support/forms.ts"
import { urlOf } from "./support/markets.ts"
import { answerCondition, chooseBrand, chooseModel, courierPickup, expectStep, fillConfig, giveEmail, startSelling, takeOffer } from "./support/sell.ts"

/**
 * Issue 14 "Limits", as a shopper sees them: a form refused by a rate limit (429 with Retry-After)
 * says "too many attempts, try again in N minutes" in the market's language, and keeps what was
 * typed. The login limit is the server's own (per account; the e2e server scales only the
 * per-address limits, RATE_LIMIT_SCALE); the other forms get their 429 from a routed answer, with
 * the exact body and header the server sends.
 */
const refuse = (seconds: number) => (route: Route) =>
  route.fulfill({
    status: 429,
    contentType: "application/json",
    headers: { "retry-after": String(seconds), "cache-control": "no-store" },
    body: JSON.stringify({ error: "too-many-requests", message: "Too many attempts; please wait and try again.", retryAfterSeconds: seconds })
  })

const uniqueEmail = (what: string) => `e2e.limits.${what}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

const typeAndSend = async (page: Page, form: string, values: Readonly<Record<string, string>>) => {
  const root = page.getByTestId(form)
  await formReady(root)
  for (const [name, value] of Object.entries(values)) await root.locator(`[name=${name}]`).fill(value)
}

test("RO: ten wrong passwords on one account, then the login form says to wait fifteen minutes, the right password included", async ({ page }) => {
  const email = uniqueEmail("login")
  await page.goto(urlOf("RO", "login"))
  // Ten guesses through the page's own calls (the form sends the same), each answered, none refused.
  for (let i = 0; i < 10; i++) {
    const answer = await fetchInPage(page, "/api/auth/login/", { email, password: `guess-${i}` })
    expect(answer.status).not.toBe(429)
  }
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/auth/login/") && r.request().method() === "POST")
  await fillAndSubmit(page, { email, password: "secret-42" })
  const response = await refused
  expect(response.status()).toBe(429)
  expect(Number(response.headers()["retry-after"])).toBeGreaterThan(14 * 60)
  await expect(page.getByTestId("auth-error")).toHaveText("Prea multe încercări. Încearcă din nou peste 15 minute.")
  await expect(page.locator("input[name=email]")).toHaveValue(email)
})

test("BG: a refused registration says how long to wait, in Bulgarian", async ({ page }) => {
  await page.route("**/api/auth/register/", refuse(14 * 60))
  await page.goto(urlOf("BG", "register"))
  await passHumanCheck(page)
  await fillAndSubmit(page, { name: "Иван Петров", email: uniqueEmail("register"), password: "secret-42" })
  await expect(page.getByTestId("auth-error")).toHaveText("Твърде много опити. Опитай отново след 14 минути.")
})

test("HU: a refused password reset says how long to wait, in Hungarian", async ({ page }) => {
  await page.route("**/api/auth/forgot/", refuse(59))
  await page.goto(urlOf("HU", "forgot"))
  await fillAndSubmit(page, { email: uniqueEmail("forgot") })
  await expect(page.getByTestId("auth-error")).toHaveText("Túl sok próbálkozás. Próbáld újra 1 perc múlva.")
  await expect(page.getByTestId("auth-sent")).toHaveCount(0)
})

test("GR: a refused contact message says how long to wait and keeps the message", async ({ page }) => {
  await page.route("**/api/contact/", refuse(30 * 60))
  await page.goto(urlOf("GR", "faq"))
  await typeAndSend(page, "contact-form", { name: "Νίκος Παπαδόπουλος", email: "nikos@example.gr", message: "Καλησπέρα, πότε θα φτάσει η παραγγελία μου;" })
  await page.getByTestId("contact-form").locator("[name=topic]").selectOption("delivery")
  await passHumanCheck(page)
  await page.getByTestId("submit").click()
  await expect(page.getByTestId("form-result")).toHaveText("Πάρα πολλές προσπάθειες. Δοκίμασε ξανά σε 30 λεπτά.")
  await expect(page.getByTestId("form-result")).toHaveAttribute("data-kind", "error")
  await expect(page.getByTestId("contact-form").locator("[name=message]")).toHaveValue("Καλησπέρα, πότε θα φτάσει η παραγγελία μου;")
})

test("RO: a refused review says how many hours to wait and stays on the form", async ({ page }) => {
  await page.route("**/api/reviews/", refuse(20 * 3600))
  await page.goto(urlOf("RO", "reviewsAdd", "?kind=shop"))
  const form = page.getByTestId("review-form")
  await formReady(form)
  await form.getByRole("radio").nth(4).check()
  await typeAndSend(page, "review-form", { name: "Radu M.", email: "radu@exemplu.ro", title: "Telefon ca nou", text: "Telefonul a sosit repede și arată exact ca în poze." })
  await passHumanCheck(page)
  await page.getByTestId("submit").click()
  await expect(page.getByTestId("form-result")).toHaveText("Prea multe încercări. Încearcă din nou peste 20 de ore.")
  await expect(form.locator("[name=title]")).toHaveValue("Telefon ca nou")
})

test("RO: a refused sale says how long to wait; every answer is kept for the retry", async ({ page }) => {
  await startSelling(page, "RO", "tablet")
  await chooseBrand(page, "Apple")
  await chooseModel(page)
  await fillConfig(page)
  expect(await answerCondition(page)).toBe("email")
  await giveEmail(page, customers.RO.email)
  await takeOffer(page, 1)
  await courierPickup(page, "RO")
  await page.route("**/api/sell/orders/", refuse(45 * 60))
  await passHumanCheck(page)
  await page.getByTestId("submit").click()
  await expect(page.getByTestId("sell-submit-failed")).toContainText("Prea multe încercări. Încearcă din nou peste 45 de minute.")
  await expectStep(page, "delivery")
})
