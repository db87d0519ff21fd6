import { expect, test } from "@playwright/test"
import { formReady, passHumanCheck, reviewsText } from "./support/forms.ts"
import { e2ePort } from "./support/browser.ts"
import { urlOf } from "./support/markets.ts"
import { message } from "./support/messages.ts"
import { pendingReviews, staffApi, staffCookie } from "./support/staffApi.ts"

/**
 * Issue 8: a review added through the form waits for moderation and is listed once approved; the
 * moderator is a staff member signed in to the console (issue 18), through its calls.
 */
test("GR: a review is added, not shown while pending, and shown after approval", async ({ page, request }) => {
  const title = `Εξαιρετικό κινητό ${Date.now() % 100000}`
  await page.goto(urlOf("GR", "reviews"))
  await page.getByTestId("reviews-add-link").click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("GR", "page-reviews-add-title"))
  const form = page.getByTestId("review-form")
  await formReady(form)
  // Field errors first: nothing chosen.
  await page.getByTestId("submit").click()
  await expect(page.getByTestId("form-result")).toHaveText(reviewsText("GR", "reviews-form-invalid"))
  await form.getByRole("radio").nth(0).check()
  await form.locator("[name=name]").fill("Ελένη Κ.")
  await form.locator("[name=email]").fill("eleni@paradeigma.gr")
  await form.locator("[name=title]").fill(title)
  await form.locator("[name=text]").fill("Ήρθε σε δύο μέρες, η μπαταρία κρατάει όλη μέρα και δεν έχει ούτε γρατζουνιά.")
  await passHumanCheck(page)
  await page.getByTestId("submit").click()
  await expect(page.getByTestId("reviews-thanks")).toHaveText(reviewsText("GR", "reviews-thanks-body"))

  await page.goto(urlOf("GR", "reviews"))
  await expect(page.getByTestId("review").first()).toBeVisible()
  await expect(page.getByText(title)).toHaveCount(0)

  expect((await request.get(`${staffApi}/reviews/`)).status()).toBe(401)
  const cookie = await staffCookie(request)
  const mine = (await pendingReviews(request, cookie)).find((r) => r.title === title)
  expect(mine).toMatchObject({ status: "pending", rating: 5 })
  const approved = await request.post(`${staffApi}/reviews/${mine!.id}/approve/`, { headers: { cookie } })
  expect(approved.status()).toBe(200)
  expect(await approved.json()).toMatchObject({ id: mine!.id, status: "approved" })

  await page.reload()
  await expect(page.getByTestId("review").first()).toContainText(title)
  await expect(page.getByTestId("review").first()).toContainText("Ελένη Κ.")
  await expect(page.getByTestId("review").first()).not.toContainText("eleni@paradeigma.gr")
})

test("the review calls refuse bad bodies with 4xx JSON and write nothing", async ({ request }) => {
  const url = `http://localhost:${e2ePort}/api/reviews/`
  const cookie = await staffCookie(request)
  const before = await pendingReviews(request, cookie)
  for (const data of ["[]", "{\"kind\":\"shop\"}", "{\"kind\":\"other\",\"rating\":5,\"name\":\"A\",\"email\":\"a@b.ro\",\"title\":\"t\",\"text\":\"x\"}"]) {
    const response = await request.post(url, { data, headers: { "content-type": "application/json" } })
    expect(response.status()).toBe(400)
    expect(await response.json()).toMatchObject({ error: "invalid-request" })
  }
  const invalid = await request.post(url, { data: { kind: "shop", rating: 7, name: "A", email: "nope", title: "", text: "short", humanCheck: "x" } })
  expect(invalid.status()).toBe(422)
  expect(await invalid.json()).toMatchObject({ error: "validation-failed", fields: { rating: "reviews-error-rating", email: "invalid-email" } })
  const unchecked = await request.post(url, { data: { kind: "seller", rating: 4, name: "Ana Pop", email: "ana@exemplu.ro", title: "Bun", text: "Totul a mers bine, plata a venit repede.", humanCheck: "forged" } })
  expect(unchecked.status()).toBe(422)
  expect(await unchecked.json()).toMatchObject({ fields: { humanCheck: "human-check-failed" } })
  // None of these bodies left a review (the other spec of this file may add its own meanwhile).
  const after = await pendingReviews(request, cookie)
  expect(after.filter((review) => review.name === "A" || review.name === "Ana Pop")).toEqual([])
  expect(after.length).toBeGreaterThanOrEqual(before.length)
})
