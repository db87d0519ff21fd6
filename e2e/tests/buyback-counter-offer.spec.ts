import { expect, type Page, test } from "@playwright/test"
import type { MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { signUpOnPage } from "./support/accounts.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import {
  expectStaffStatus,
  givePayoutIban,
  imeis,
  openSaleDetails,
  openStaffSellOrder,
  staffStep
} from "./support/buyback.ts"
import { customers } from "./support/customers.ts"
import { shooterFor } from "./support/screenshots.ts"
import { answerCondition, chooseBrand, chooseModel, courierPickup, fillConfig, startSelling, submitSale, takeOffer } from "./support/sell.ts"
import { newStaffMember, signInToConsole } from "./support/staff.ts"

const shoot = shooterFor("buyback-counter-offer")

/** The display's grading: the seller declares it flawless; the technician finds visible scratches. */
const declaredScreen = 6
const foundScreen = 8

const markets: ReadonlyArray<{ readonly market: MarketCode; readonly staffLanguage: string }> = [
  { market: "RO", staffLanguage: "ro" },
  { market: "GR", staffLanguage: "el" }
]

/** A signed-in seller describes a Samsung phone with a flawless screen and gets to the offer. */
const chooseAPhoneToSell = async (page: Page, market: MarketCode) => {
  await startSelling(page, market, "smartphone")
  await chooseBrand(page, "Samsung")
  await chooseModel(page)
  await fillConfig(page)
  expect(await answerCondition(page, { "grading-display": [declaredScreen] })).toBe("offer")
}

for (const { market, staffLanguage } of markets) {
  test(`${market}: a worse screen than declared gets a counter-offer; the seller accepts and is paid its amount`, async ({ page, browser }) => {
    test.setTimeout(180_000)
    await signUpOnPage(page, market, "buyback-counter-offer")
    await chooseAPhoneToSell(page, market)
    await expect(page.getByTestId("offer-valid-until")).toBeVisible()
    await takeOffer(page, 1, true)
    await courierPickup(page, market)
    const sale = await submitSale(page)
    await openSaleDetails(page, market, sale.id)
    await expect(page.getByTestId("offer-valid-until")).toBeVisible()
    await givePayoutIban(page, market, customers[market].name)

    // The warehouse receives the device and inspects it.
    const staffContext = await browser.newContext()
    const warehouse = await staffContext.newPage()
    await signInToConsole(warehouse, await newStaffMember("warehouse", staffLanguage), market)
    const detail = await openStaffSellOrder(warehouse, sale.id, market)
    await detail.locator("form:has([data-action=received]) input[name=reference]").fill(`AWB-${market}-1`)
    await staffStep(detail, "received")
    await expectStaffStatus(warehouse, "received")

    const form = warehouse.getByTestId("staff-inspection")
    const device = form.locator("[data-testid=staff-inspect-device][data-item-index='0']")
    // The declaration is the form's starting point.
    await expect(device.locator(`[data-testid=staff-inspect-question][data-subject=grading-display] input[value="${declaredScreen}"]`)).toBeChecked()
    await device.locator(`[data-testid=staff-inspect-question][data-subject=grading-display] input[value="${foundScreen}"]`).check()
    // An IMEI whose check digit is wrong is refused, and what was chosen stays.
    await device.locator("input[name=imei-0]").fill(imeis.wrongCheckDigit)
    await staffStep(form, "inspected")
    await expect(form.getByTestId("staff-action-status")).toHaveAttribute("data-ok", "false")
    await expectStaffStatus(warehouse, "received")
    await expect(device.locator(`[data-testid=staff-inspect-question][data-subject=grading-display] input[value="${foundScreen}"]`)).toBeChecked()
    await device.locator("input[name=imei-0]").fill(imeis.valid)
    await staffStep(form, "inspected")
    await warehouse.reload()
    await expectStaffStatus(warehouse, "counter-offered")
    // The console writes money its own way (with the currency code); the shop as the market does.
    const counterValue = Number(await warehouse.getByTestId("staff-counter-offer-amount").getAttribute("data-amount"))
    expect(counterValue).toBeGreaterThan(0)
    const counterAmount = formatPrice(market, counterValue)
    await shoot(warehouse, "staff-counter-offered")

    // The seller sees the counter-offer, what differed, and accepts.
    await openSaleDetails(page, market, sale.id)
    await expect(page.getByTestId("sale-status")).toHaveAttribute("data-status", "counter-offered")
    const counter = page.getByTestId("counter-offer")
    await expect(counter.getByTestId("counter-offer-amount")).toHaveText(counterAmount)
    await expect(counter.locator("[data-testid=counter-offer-difference][data-subject=grading-display]")).toHaveCount(1)
    await expect(counter.getByTestId("counter-offer-deadline")).toBeVisible()
    await shoot(page, "seller-counter-offer")
    await expectNoAxeViolations(page)
    await counter.getByTestId("counter-offer-accept").click()
    await expect(page.getByTestId("sale-status")).toHaveAttribute("data-status", "accepted")
    await expect(page.getByTestId("counter-offer-accept")).toHaveCount(0)

    // Support records the payout of the accepted amount.
    const supportContext = await browser.newContext()
    const support = await supportContext.newPage()
    await signInToConsole(support, await newStaffMember("support", staffLanguage), market)
    const toPay = await openStaffSellOrder(support, sale.id, market)
    await expectStaffStatus(support, "accepted")
    await toPay.locator("form:has([data-action=paid]) input[name=reference]").fill(`PAY-${market}-1`)
    await staffStep(toPay, "paid")
    await support.reload()
    await expectStaffStatus(support, "paid")

    await openSaleDetails(page, market, sale.id)
    await expect(page.getByTestId("sale-status")).toHaveAttribute("data-status", "paid")
    await expect(page.getByTestId("sale-paid-amount")).toHaveText(counterAmount)
    await shoot(page, "seller-paid")
    await staffContext.close()
    await supportContext.close()
  })
}
