import { expect, test } from "@playwright/test"
import { markets } from "./support/markets.ts"
import { customers } from "./support/customers.ts"
import {
  answerCondition,
  chooseBrand,
  chooseModel,
  courierPickup,
  fillConfig,
  giveEmail,
  payPrivately,
  startSelling,
  expectStoredAsPosted,
  submitSale,
  takeOffer
} from "./support/sell.ts"

/**
 * Issue 5: in every market a phone is sold from the landing to congrats, with the instant sell
 * (so the payout step shows), a private seller's IBAN and a courier pickup.
 */
for (const market of markets) {
  test(`${market}: a smartphone sold through to congrats with a courier pickup`, async ({ page }) => {
    await startSelling(page, market)
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: ReadonlyArray<{ event?: string; country?: string }> }).dataLayer ?? [])
    expect(events).toContainEqual(expect.objectContaining({ event: "sell_funnel_started", country: market }))
    await chooseBrand(page, "Samsung")
    const model = await chooseModel(page)
    await fillConfig(page)
    expect(await answerCondition(page)).toBe("email")
    await giveEmail(page, customers[market].email)
    await expect(page.getByTestId("sell-offer-card")).toHaveCount(1)
    await expect(page.getByTestId("sell-offer-card")).toContainText(model)
    await takeOffer(page, 2)
    await payPrivately(page, market)
    await courierPickup(page, market)
    const payload = await expectStoredAsPosted(page, market, await submitSale(page))
    expect(payload["paymentDetails"]).toMatchObject({ paymentType: "iban", isCorporate: false })
    expect(payload["pickupDetailsCourier"]).toMatchObject({ pickupDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
    await expect(page.getByTestId("sell-congrats")).toContainText(model)
  })
}
