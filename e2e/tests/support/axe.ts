import { expect, type Page } from "@playwright/test"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"

/**
 * axe-core in the page (STACK.md: axe-core 4.x in Chromium). The script goes in through the DevTools
 * protocol (page.evaluate), which the shop's nonce CSP does not apply to, so the page runs with its
 * real policy. The rules are WCAG 2.x A and AA and axe's best practices, as the crawl ran them.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

export interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly targets: ReadonlyArray<string>
}

/** The violations of the page as it is now (`include`: only that part of it, e.g. one component). */
export const axeViolations = async (page: Page, include?: string): Promise<ReadonlyArray<AxeViolation>> => {
  await page.evaluate(axeSource)
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: ReadonlyArray<{ id: string; impact: string | null; nodes: ReadonlyArray<{ target: ReadonlyArray<unknown> }> }> }> } }).axe
    const result = await axe.run(selector === undefined ? document : { include: [selector] }, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] }
    })
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.map(String).join(" ")) }))
  }, include)
}

/** Fails with the violations' rules and elements, so the report says what to fix. */
export const expectNoAxeViolations = async (page: Page, include?: string): Promise<void> => {
  expect(await axeViolations(page, include)).toEqual([])
}
