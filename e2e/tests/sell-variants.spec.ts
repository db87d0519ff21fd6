import { expect, test } from "@playwright/test"
import el from "../../web/messages/sell/el.json" with { type: "json" }
import ro from "../../web/messages/sell/ro.json" with { type: "json" }
import { customers } from "./support/customers.ts"
import {
  answerCondition,
  chooseBrand,
  chooseModel,
  courierPickup,
  expectStep,
  expectStoredAsPosted,
  fillConfig,
  giveEmail,
  payPrivately,
  startSelling,
  submitSale
} from "./support/sell.ts"

/** Issue 5: the payment-test and partner variants, switched on from the landing's query string. */

const chooseInstantSell = async (page: import("@playwright/test").Page) => {
  await expectStep(page, "offer")
  await page.locator('[data-testid=sell-offer][data-offer-id="2"] input').check()
  await page.getByTestId("sell-continue").click()
  await expectStep(page, "auth")
}

test("GR: with the payment-test variant, auth goes straight to delivery and the sale has no payout details", async ({ page }) => {
  await startSelling(page, "GR", "smartphone", "?paymentTest=1")
  await chooseBrand(page, "Samsung")
  await chooseModel(page)
  await fillConfig(page)
  expect(await answerCondition(page)).toBe("email")
  await giveEmail(page, customers.GR.email)
  // The instant sell asks for the payout details in the plain funnel; the variant skips that step.
  await chooseInstantSell(page)
  await expect(page.locator(".sell-title")).toHaveText(el["sell-steps-auth-title"])
  await page.getByTestId("sell-continue").click()
  await expectStep(page, "delivery")
  expect(new URL(page.url()).searchParams.get("paymentTest")).toBe("1")
  await courierPickup(page, "GR")
  const payload = await expectStoredAsPosted(page, "GR", await submitSale(page))
  expect(payload["paymentDetails"]).toBeNull()
  expect(payload.products[0]).toMatchObject({ isInstantSell: true })
})

test("RO: the partner variant titles the offer and delivery steps for the partner and marks the payout", async ({ page }) => {
  await startSelling(page, "RO", "smartphone", "?partner=1")
  await chooseBrand(page, "Samsung")
  await chooseModel(page)
  await fillConfig(page)
  expect(await answerCondition(page)).toBe("email")
  await giveEmail(page, customers.RO.email)
  await expect(page.locator(".sell-title")).toHaveText(ro["sell-steps-offer-partnerTitle"])
  await chooseInstantSell(page)
  await page.getByTestId("sell-continue").click()
  await payPrivately(page, "RO")
  await expect(page.locator(".sell-title")).toHaveText(ro["sell-steps-delivery-partnerTitle"])
  expect(new URL(page.url()).searchParams.get("partner")).toBe("1")
  await courierPickup(page, "RO")
  const payload = await expectStoredAsPosted(page, "RO", await submitSale(page))
  expect(payload["paymentDetails"]).toMatchObject({ paymentType: "iban", partner: true, isCorporate: false })
})
