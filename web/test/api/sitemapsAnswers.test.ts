import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import * as Child from "../../app/sitemaps/[file]/route.ts"
import * as Index from "../../app/sitemap.xml/route.ts"
import { vi } from "vitest"
import { useAppDatabase } from "../support/app.ts"

vi.mock("server-only", () => ({}))

/** GET a child sitemap the way Next calls the dynamic route: the file name as `params.file`. */
const child = (file: string, host = "ro.localhost:3000") =>
  Child.GET(new Request(`http://${host}/sitemaps/${encodeURIComponent(file)}`, { headers: { host } }), {
    params: Promise.resolve({ file })
  })

describe("sitemap answers (issue 17): a crawler's odd request is a 404, never a 5xx", () => {
  useAppDatabase()

  it("answers the index and a child named in it", async () => {
    const index = await Index.GET(new Request("http://ro.localhost:3000/sitemap.xml", { headers: { host: "ro.localhost:3000" } }))
    expect(index.status).toBe(200)
    const first = /<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/.exec(await index.text())?.[1]
    expect(first).toBeDefined()
    expect((await child(first!)).status).toBe(200)
  })

  it("is 404 for names no sitemap has: out-of-range pages, traversal, odd bytes, very long names", async () => {
    for (const file of ["products-0.xml", "products-99999.xml", "products-1", "../sitemap.xml", "products-1.xml%00", "content.XML", "x".repeat(5_000), ""]) {
      const answer = await child(file)
      expect(answer.status, file).toBe(404)
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }).filter((s) => !/^(products-\d+|brands|models|categories|content)\.xml$/.test(s)), async (file) => {
        const answer = await child(file)
        expect(answer.status, file).toBe(404)
      }),
      { numRuns: 40 }
    )
  })
})
