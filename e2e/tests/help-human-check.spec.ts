import { expect, test } from "@playwright/test"
import { failingCheckPort, formReady, helpText, passHumanCheck } from "./support/forms.ts"
import { hostOf } from "./support/markets.ts"
import { pathOf } from "@shop/core/routes/router"

/**
 * Issue 8: on a server whose human check refuses everything (HUMAN_VERIFICATION=always-fail) the
 * contact form is blocked: a localized error under the check, every answer kept, nothing sent.
 */
test("HU: a failed human check blocks the contact form", async ({ page }) => {
  await page.goto(`http://${hostOf("HU")}:${failingCheckPort}${pathOf("HU", "faq")}`)
  const form = page.getByTestId("contact-form")
  await formReady(form)
  await form.locator("[name=name]").fill("Kovács Anna")
  await form.locator("[name=email]").fill("kovacs.anna@pelda.hu")
  await form.locator("[name=topic]").selectOption("warranty")
  await form.locator("[name=message]").fill("Jó napot! A telefonom nem tölt, mit tegyek?")
  await passHumanCheck(page)
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/contact/") && r.request().method() === "POST")
  await page.getByTestId("submit").click()
  const response = await answer
  expect(response.status()).toBe(422)
  expect(await response.json()).toMatchObject({ error: "validation-failed", fields: { humanCheck: "human-check-failed" } })
  await expect(page.getByTestId("human-check").getByRole("alert")).toHaveText(helpText("HU", "human-check-failed"))
  await expect(page.getByTestId("form-result")).toHaveText(helpText("HU", "help-contact-invalid"))
  await expect(form.locator("[name=message]")).toHaveValue("Jó napot! A telefonom nem tölt, mit tegyek?")
  await expect(form.locator("[name=name]")).toHaveValue("Kovács Anna")
})
