import { gzipSync } from "node:zlib"
import { chromium } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "../tests/support/browser.ts"

/** The JavaScript a first visit of a page downloads, as Chromium fetched it. */
export interface PageScripts {
  readonly url: string
  readonly scripts: ReadonlyArray<{ readonly url: string; readonly transferred: number; readonly gzip: number; readonly decoded: number }>
  /** Bytes on the wire (the server sends the build's scripts in Brotli to a browser that takes it). */
  readonly transferred: number
  /** The same scripts gzipped (level 6, as the server answers a client without Brotli). */
  readonly gzip: number
  /** Bytes after decompression. */
  readonly decoded: number
}

/**
 * Opens the page in a fresh headless Chromium (empty cache, phone-sized viewport), waits until the
 * network is idle, and adds up every script response: those the HTML names and the chunks the page
 * loads on demand for what it renders (the client islands), which is what a shopper downloads.
 */
export const firstLoadJs = async (urls: ReadonlyArray<string>): Promise<ReadonlyArray<PageScripts>> => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const measured: Array<PageScripts> = []
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      const responses: Array<Promise<{ url: string; transferred: number; gzip: number; decoded: number }>> = []
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return
        responses.push((async () => {
          const sizes = await response.request().sizes()
          const body = await response.body().catch(() => Buffer.alloc(0))
          return { url: response.url(), transferred: sizes.responseBodySize, gzip: gzipSync(body).length, decoded: body.length }
        })())
      })
      const answer = await page.goto(url, { waitUntil: "networkidle" })
      if (answer === null || !answer.ok()) throw new Error(`${url} answered ${answer?.status() ?? "nothing"}`)
      const scripts = await Promise.all(responses)
      measured.push({
        url,
        scripts,
        transferred: scripts.reduce((sum, s) => sum + s.transferred, 0),
        gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
        decoded: scripts.reduce((sum, s) => sum + s.decoded, 0)
      })
      await context.close()
    }
    return measured
  } finally {
    await browser.close()
  }
}
