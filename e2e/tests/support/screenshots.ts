import { expect, type Page } from "@playwright/test"

/**
 * Screenshots the specs write for people to look at (under .reports/, beside the run's reports), and
 * the check each of them makes first: a page that scrolls sideways is what breaks first on a phone.
 */

/** Fails when the page is wider than the window (horizontal overflow). */
export const expectNoSideScroll = async (page: Page): Promise<void> =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

/** The phone and desktop widths every screenshot is taken at. */
export const screenshotWidths = [390, 1280] as const

/**
 * A spec's `shoot(page, name)`: the whole page at each width (900 px high), written as
 * `.reports/e2e/<spec>-<name>-<width>.png`.
 */
export const shooterFor = (spec: string) => async (page: Page, name: string): Promise<void> => {
  for (const width of screenshotWidths) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `../.reports/e2e/${spec}-${name}-${width}.png`, fullPage: true })
  }
}
