import { gzipSync } from "node:zlib"

/** The JavaScript a first visit of a page downloads: its external scripts, each counted once. */
export interface PageScripts {
  readonly url: string
  readonly scripts: ReadonlyArray<{ readonly src: string; readonly raw: number; readonly gzip: number }>
  readonly raw: number
  readonly gzip: number
}

/** Scripts a modern browser fetches: `nomodule` ones (legacy polyfills) are skipped by it, so here too. */
const scriptSources = (html: string): ReadonlyArray<string> =>
  [...new Set(
    [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"/g)]
      .filter((m) => !/nomodule/i.test(m[1] ?? ""))
      .map((m) => m[2] ?? "")
      .filter((src) => src !== "")
  )]

const cache = new Map<string, { readonly raw: number; readonly gzip: number }>()

const sizeOf = async (absolute: string) => {
  const known = cache.get(absolute)
  if (known !== undefined) return known
  const response = await fetch(absolute)
  if (!response.ok) throw new Error(`${absolute} answered ${response.status}`)
  const body = Buffer.from(await response.arrayBuffer())
  // gzip at zlib's default level, as a server or CDN compresses on the fly.
  const size = { raw: body.length, gzip: gzipSync(body).length }
  cache.set(absolute, size)
  return size
}

/** Loads the page's HTML and weighs every script it names (no browser: what the HTML asks for). */
export const firstLoadJs = async (url: string): Promise<PageScripts> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const html = await response.text()
  const scripts = await Promise.all(scriptSources(html).map(async (src) => ({ src, ...(await sizeOf(new URL(src, url).href)) })))
  return {
    url,
    scripts,
    raw: scripts.reduce((sum, s) => sum + s.raw, 0),
    gzip: scripts.reduce((sum, s) => sum + s.gzip, 0)
  }
}
