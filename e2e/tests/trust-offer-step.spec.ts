import { expect, test, type Locator } from "@playwright/test"
import { expectNoAxeViolations } from "./support/axe.ts"
import { customers } from "./support/customers.ts"
import { markets } from "./support/markets.ts"
import { expectNoSideScroll, shooterFor } from "./support/screenshots.ts"
import { answerCondition, chooseBrand, chooseModel, fillConfig, giveEmail, startSelling } from "./support/sell.ts"

const shoot = shooterFor("trust-offer-step")

/** How many lines an element's text takes (an amount must take one). */
const lines = (locator: Locator) => locator.evaluate((el) => {
  const range = document.createRange()
  range.selectNodeContents(el)
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
})

/**
 * Issue 17: the offer step said "Total: 0,00 lei" before an offer was chosen; at 390 px the amount broke
 * as "0,00 / lei", in GR the offer cards overflowed their frame and "6,00 euro" wrapped; the continue
 * button's label sat at its left edge.
 */
for (const market of markets) {
  test(`${market}: the offer step shows the offers' totals before the choice and fits 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await startSelling(page, market, "smartphone")
    await chooseBrand(page, "Samsung")
    await chooseModel(page)
    await fillConfig(page)
    expect(await answerCondition(page)).toBe("email")
    await giveEmail(page, customers[market].email)

    // Before the choice: each option its total, the summary asks for the choice (the most the sale brings), no 0.
    const sum = page.getByTestId("sell-offer-sum")
    await expect(sum).toHaveAttribute("data-state", "choosing")
    await expect(sum).not.toContainText(/(^|\D)0([.,]00)?\s?(lei|Lev|Ft|euro)/)
    const totals = page.getByTestId("sell-offer-total")
    expect(await totals.count()).toBeGreaterThanOrEqual(2)
    const best = Math.max(...(await totals.allTextContents()).map((t) => Number(t.replace(/[^\d,]/g, "").replace(",", "."))))
    expect(best).toBeGreaterThan(0)

    // Every amount on one line; every option inside its device's card; the page does not scroll sideways.
    for (const total of await totals.all()) expect(await lines(total)).toBe(1)
    for (const card of await page.getByTestId("sell-offer-card").all()) {
      const frame = (await card.boundingBox())!
      for (const option of await card.getByTestId("sell-offer").all()) {
        const box = (await option.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(frame.x)
        expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5)
      }
    }
    await expectNoSideScroll(page)

    // The continue button's label is centred in it.
    const cont = page.getByTestId("sell-continue")
    const centred = await cont.evaluate((button) => {
      const range = document.createRange()
      range.selectNodeContents(button)
      const text = range.getBoundingClientRect()
      const box = button.getBoundingClientRect()
      return Math.abs((text.left + text.right) / 2 - (box.left + box.right) / 2)
    })
    expect(centred).toBeLessThanOrEqual(2)
    await expectNoAxeViolations(page)
    await shoot(page, `choosing-${market.toLowerCase()}`)

    // After the choice: the chosen offer's total, on one line.
    const first = page.getByTestId("sell-offer-card").first().locator('[data-testid=sell-offer][data-offer-id="1"]')
    const chosenTotal = (await first.getByTestId("sell-offer-total").textContent()) ?? ""
    await first.locator("input").check()
    await expect(sum).toHaveAttribute("data-state", "chosen")
    // Joined to its currency by a no-break space: a line may break before the amount, never inside it.
    expect((await sum.textContent()) ?? "").toContain(chosenTotal.replace(/ /g, "\u00a0"))
    await shoot(page, `offer-${market.toLowerCase()}`)
  })
}
