import { expect, test } from "@playwright/test"
import { formReady, helpText, passHumanCheck } from "./support/forms.ts"
import { urlOf } from "./support/markets.ts"
import { message } from "./support/messages.ts"

/** Issue 8: the contact form with the embedded human check. */
test("RO: bad answers show field errors and keep every answer; a valid message is sent", async ({ page }) => {
  await page.goto(urlOf("RO", "faq"))
  const form = page.getByTestId("contact-form")
  await formReady(form)
  await form.locator("[name=name]").fill("Ion")
  await form.locator("[name=email]").fill("ion@exemplu")
  await form.locator("[name=topic]").selectOption("delivery")
  await form.locator("[name=orderNumber]").fill("12 34")
  await form.locator("[name=message]").fill("Scurt")
  await page.getByTestId("submit").click()
  await expect(page.getByTestId("form-result")).toHaveText(helpText("RO", "help-contact-invalid"))
  await expect(form).toContainText(message("RO", "invalid-name"))
  await expect(form).toContainText(message("RO", "invalid-email"))
  await expect(form).toContainText(helpText("RO", "help-error-order-number"))
  await expect(form).toContainText(helpText("RO", "help-error-message-length"))
  await expect(form).toContainText(helpText("RO", "human-check-required"))
  await expect(form.locator("[name=name]")).toHaveValue("Ion")
  await expect(form.locator("[name=email]")).toHaveValue("ion@exemplu")
  await expect(form.locator("[name=topic]")).toHaveValue("delivery")
  await expect(form.locator("[name=message]")).toHaveValue("Scurt")
  await expect(form.locator("[name=email]")).toHaveAttribute("aria-invalid", "true")

  await form.locator("[name=name]").fill("Ion Popescu")
  await form.locator("[name=email]").fill("ion.popescu@exemplu.ro")
  await form.locator("[name=orderNumber]").fill("A-1024")
  await form.locator("[name=message]").fill("Bună ziua, când ajunge telefonul comandat ieri?")
  await passHumanCheck(page)
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/contact/") && r.request().method() === "POST")
  await page.getByTestId("submit").click()
  expect((await answer).status()).toBe(201)
  await expect(page.getByTestId("form-result")).toHaveText(helpText("RO", "help-contact-sent"))
  await expect(page.getByTestId("form-result")).toHaveAttribute("data-kind", "success")
  await expect(form.locator("[name=message]")).toHaveValue("")
})

test("the contact call refuses bad bodies with 4xx JSON and a missing human check with 422", async ({ request }) => {
  const url = urlOf("RO", "faq").replace(/\/\/ro\.localhost/, "//localhost").replace(/\/[^/]*\/$/, "/api/contact/")
  const malformed = await request.post(url, { data: "{not json", headers: { "content-type": "application/json" } })
  expect(malformed.status()).toBe(400)
  expect(await malformed.json()).toMatchObject({ error: "invalid-request" })
  const noCheck = await request.post(url, { data: { name: "Ion Popescu", email: "ion@exemplu.ro", topic: "other", message: "Un mesaj destul de lung." } })
  expect(noCheck.status()).toBe(422)
  expect(await noCheck.json()).toMatchObject({ error: "validation-failed", fields: { humanCheck: "human-check-failed" } })
})
