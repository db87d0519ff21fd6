import { expect, type Page } from "@playwright/test"
import type { MarketCode } from "@shop/core/markets/market"
import { originOf, urlOf } from "./markets.ts"
import { companies } from "./sell.ts"
import { staffAction } from "./staff.ts"

/** An IMEI whose last digit is its Luhn check digit, and one whose is not. */
export const imeis = { valid: "490154203237518", wrongCheckDigit: "490154203237517" } as const

/** Opens a sale's details from my sales (the seller's browser). */
export const openSaleDetails = async (page: Page, market: MarketCode, saleId: string): Promise<void> => {
  await page.goto(urlOf(market, "mySales"))
  await page.locator(`[data-testid=account-sale][data-sale-id="${saleId}"]`).getByRole("link").first().click()
  await expect(page.getByTestId("account-sale-details")).toHaveAttribute("data-sale-id", saleId)
}

/** Gives a sale sold without payout details an IBAN from its details page (a normal offer skips the payment step). */
export const givePayoutIban = async (page: Page, market: MarketCode, name: string): Promise<void> => {
  const form = page.getByTestId("sale-payout-form")
  await form.locator("input[name=sellerName]").fill(name)
  await form.locator("input[name=iban]").fill(companies[market].iban)
  await form.locator("input[name=county]").fill(companies[market].county)
  await form.locator("input[name=city]").fill(companies[market].city)
  await page.getByTestId("sale-payout-save").click()
  await expect(page.getByTestId("sale-payout-saved")).toBeVisible()
}

/** A staff page of one sell order (any market host serves the console). */
export const openStaffSellOrder = async (page: Page, saleId: string, market: MarketCode = "RO") => {
  await page.goto(`${originOf(market)}/staff/sell-orders/${saleId}/`)
  const detail = page.getByTestId("staff-sell-order")
  await expect(detail).toHaveAttribute("data-id", saleId)
  return detail
}

/** Presses a console action, confirming it when the page asks first. */
export const staffStep = async (scope: ReturnType<Page["locator"]>, action: string): Promise<void> => {
  // An irreversible step's first button only asks (type=button); the confirmation submits.
  const button = scope.locator(`[data-testid=staff-action][data-action="${action}"]`)
  await expect(scope.locator(`form:has([data-action="${action}"])`).first()).toHaveAttribute("data-ready", "true")
  await staffAction(scope, action, (await button.getAttribute("type")) === "button")
}

export const expectStaffStatus = async (page: Page, status: string): Promise<void> => {
  await expect(page.getByTestId("staff-sell-status")).toHaveAttribute("data-status", status)
}
