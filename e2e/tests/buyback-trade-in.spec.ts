import { expect, test } from "@playwright/test"
import type { MarketCode } from "@shop/core/markets/market"
import { expectNoAxeViolations } from "./support/axe.ts"
import { expectStaffStatus, imeis, openStaffSellOrder, staffStep } from "./support/buyback.ts"
import { checkoutAsGuest, fillFinalize, placeOrderToSandbox } from "./support/checkout.ts"
import { urlOf } from "./support/markets.ts"
import { shooterFor } from "./support/screenshots.ts"
import { answerCondition, chooseBrand, chooseModel, fillConfig } from "./support/sell.ts"
import { addWithExtras, browseToAPhone } from "./support/shop.ts"
import { newStaffMember, signInToConsole } from "./support/staff.ts"

const shoot = shooterFor("buyback-trade-in")

const markets: ReadonlyArray<{ readonly market: MarketCode; readonly staffLanguage: string; readonly openFrom: "product" | "cart" }> = [
  { market: "RO", staffLanguage: "ro", openFrom: "product" },
  { market: "HU", staffLanguage: "hu", openFrom: "cart" }
]

for (const { market, staffLanguage, openFrom } of markets) {
  test(`${market}: a phone bought with a trade-in; the credit is estimated in the cart and on the order, inspected and paid`, async ({ page, browser }) => {
    test.setTimeout(180_000)
    await browseToAPhone(page, market)
    const productUrl = page.url()
    await addWithExtras(page)
    await page.goto(urlOf(market, "cart"))
    const total = (await page.getByTestId("cart-total").textContent())?.trim() ?? ""

    // The trade-in funnel (from the product page or the cart): the sell funnel's own steps, ending at
    // the estimated credit, then back where the shopper came from.
    const from = openFrom === "product" ? productUrl : page.url()
    if (from === productUrl) await page.goto(productUrl)
    await page.getByTestId("trade-in-open").first().click()
    await expect(page.getByTestId("trade-in-funnel")).toBeVisible()
    await chooseBrand(page, "Samsung")
    await chooseModel(page)
    await fillConfig(page)
    await answerCondition(page)
    const estimate = (await page.getByTestId("trade-in-estimate").textContent())?.trim() ?? ""
    expect(estimate).toMatch(/\d/)
    await shoot(page, "estimate")
    await page.getByTestId("trade-in-add").click()
    await expect(page).toHaveURL(from)

    await page.goto(urlOf(market, "cart"))
    const credit = page.getByTestId("trade-in-credit")
    await expect(credit).toContainText(estimate)
    // The credit is paid after inspection, never taken off what the card pays.
    await expect(page.getByTestId("cart-total")).toHaveText(total)
    await shoot(page, "cart")
    await expectNoAxeViolations(page)

    await checkoutAsGuest(page, market)
    await fillFinalize(page, market)
    await placeOrderToSandbox(page)
    await page.getByTestId("sandbox-pay").click()
    await expect(page.getByTestId("thank-you")).toBeVisible()
    const orderUrl = page.url()
    const tradeIn = page.getByTestId("order-trade-in")
    await expect(tradeIn).toHaveAttribute("data-status", "submitted")
    await expect(tradeIn).toContainText(estimate)
    const sellOrderId = (await tradeIn.getAttribute("data-sell-order-id")) ?? ""
    expect(sellOrderId).toMatch(/^[0-9a-f-]{36}$/)
    await shoot(page, "order")

    // The warehouse receives and inspects it as declared; support pays the credit.
    const staffContext = await browser.newContext()
    const warehouse = await staffContext.newPage()
    await signInToConsole(warehouse, await newStaffMember("warehouse", staffLanguage), market)
    const detail = await openStaffSellOrder(warehouse, sellOrderId, market)
    await detail.locator("form:has([data-action=received]) input[name=reference]").fill(`AWB-TI-${market}`)
    await staffStep(detail, "received")
    await expectStaffStatus(warehouse, "received")
    const form = warehouse.getByTestId("staff-inspection")
    await form.locator("input[name=imei-0]").fill(imeis.valid)
    await staffStep(form, "inspected")
    await warehouse.reload()
    await expectStaffStatus(warehouse, "evaluated")

    const supportContext = await browser.newContext()
    const support = await supportContext.newPage()
    await signInToConsole(support, await newStaffMember("support", staffLanguage), market)
    const toPay = await openStaffSellOrder(support, sellOrderId, market)
    // The purchase was paid by card: the credit goes back to that card.
    await expect(toPay.getByTestId("staff-sell-trade-in")).toHaveAttribute("data-payout", "card-refund")
    await toPay.locator("form:has([data-action=paid]) input[name=reference]").fill(`REFUND-${market}`)
    await staffStep(toPay, "paid")
    await support.reload()
    await expectStaffStatus(support, "paid")

    await page.goto(orderUrl)
    await expect(page.getByTestId("order-trade-in")).toHaveAttribute("data-status", "paid")
    await staffContext.close()
    await supportContext.close()
  })
}
