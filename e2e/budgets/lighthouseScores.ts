import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { chromiumArgs, chromiumPath } from "../tests/support/browser.ts"

export interface Scores {
  readonly url: string
  readonly performance: number
  readonly accessibility: number
  readonly bestPractices: number
  readonly lcpMs: number
  readonly tbtMs: number
  readonly cls: number
}

const score = (value: number | null | undefined): number => Math.round((value ?? 0) * 100)

/**
 * One Lighthouse run: mobile emulation (Moto G Power screen, 4x CPU slowdown, simulated slow 4G), in
 * Debian's Chromium, one fresh headless browser per page so runs do not share a cache. Lighthouse
 * reports a failed trace (NO_NAVSTART, NO_FCP, ...) as `runtimeError` with every score null, which
 * would print as 0: that is an error here, never a figure.
 */
const runOnce = async (url: string): Promise<Scores> => {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumArgs]
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"]
    })
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`)
    const { audits, categories, runtimeError } = result.lhr
    if (runtimeError !== undefined) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code}`)
    return {
      url,
      performance: score(categories["performance"]?.score),
      accessibility: score(categories["accessibility"]?.score),
      bestPractices: score(categories["best-practices"]?.score),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3))
    }
  } finally {
    chrome.kill()
  }
}

/** Lighthouse's scores for a page; a run whose trace failed is tried again, at most three times in all. */
export const lighthouseScores = async (url: string, attempts = 3): Promise<Scores> => {
  try {
    return await runOnce(url)
  } catch (error) {
    if (attempts <= 1) throw error
    console.warn(`${error instanceof Error ? error.message : String(error)}; trying again`)
    return lighthouseScores(url, attempts - 1)
  }
}
