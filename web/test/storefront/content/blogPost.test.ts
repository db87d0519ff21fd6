import { describe, expect, it } from "@effect/vitest"
import { Locales, MarketCodes, markets } from "@shop/core/markets/index"
import { buildPath, resolvePath } from "@shop/core/routes/index"
import { Option, Result } from "effect"
import * as fc from "fast-check"
import { vi } from "vitest"
import { formatPostDate, parseBlogPost, sortPosts } from "../../../src/storefront/content/blogPost.ts"
import { blogPost, blogPosts } from "../../../src/storefront/content/blogStore.ts"

vi.mock("server-only", () => ({}))

const file = (front: string, body = "## Hello\n\nSome *text*.") => `---\n${front}\n---\n${body}\n`

describe("blog post files", () => {
  it("parses front matter and renders the markdown body", () => {
    const post = parseBlogPost("a-post", file("title: 'A: post'\ndate: 2026-05-31T22:30:00Z\nsummary: Short."))
    expect(Option.isSome(post)).toBe(true)
    const value = Option.getOrThrow(post)
    expect(value).toMatchObject({ slug: "a-post", title: "A: post", summary: "Short.", publishedAt: Date.UTC(2026, 4, 31, 22, 30) })
    expect(value.html).toContain("<h2>Hello</h2>")
    expect(value.html).toContain("<em>text</em>")
  })

  it("refuses a file without front matter, a missing field, a date without offset, broken YAML or a bad slug", () => {
    const ok = "title: T\ndate: 2026-01-01T10:00:00Z\nsummary: S"
    expect(Option.isSome(parseBlogPost("ok", file(ok)))).toBe(true)
    expect(parseBlogPost("ok", "## no front matter")).toEqual(Option.none())
    expect(parseBlogPost("ok", file("title: T\ndate: 2026-01-01T10:00:00Z"))).toEqual(Option.none())
    expect(parseBlogPost("ok", file("title: T\ndate: 2026-01-01\nsummary: S"))).toEqual(Option.none())
    expect(parseBlogPost("ok", file("title: [unclosed\ndate: x\nsummary: S"))).toEqual(Option.none())
    expect(parseBlogPost("Not A Slug", file(ok))).toEqual(Option.none())
  })

  it("sorts newest first, and the order does not depend on the input order", () => {
    const posts = ["a", "b", "c", "d"].map((slug, i) =>
      Option.getOrThrow(parseBlogPost(slug, file(`title: ${slug}\ndate: 2026-0${(i % 2) + 1}-01T10:00:00Z\nsummary: S`))))
    fc.assert(fc.property(fc.shuffledSubarray(posts, { minLength: posts.length }), (shuffled) => {
      const sorted = sortPosts(shuffled)
      expect(sorted.map((p) => p.slug)).toEqual(sortPosts(posts).map((p) => p.slug))
      for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]!.publishedAt).toBeGreaterThanOrEqual(sorted[i]!.publishedAt)
    }))
  })
})

describe("post dates in the market's time zone and language (SPEC 9)", () => {
  it("a post published at 22:30 UTC on 31 May is dated 1 June in every market", () => {
    const at = Date.UTC(2026, 4, 31, 22, 30)
    expect(formatPostDate("RO", at)).toBe("1 iunie 2026")
    expect(formatPostDate("BG", at)).toBe("1 юни 2026 г.")
    expect(formatPostDate("HU", at)).toBe("2026. június 1.")
    expect(formatPostDate("GR", at)).toBe("1 Ιουνίου 2026")
  })

  it("always formats the day the market's clock shows", () => {
    fc.assert(fc.property(fc.constantFrom(...MarketCodes), fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (market, at) => {
      const day = new Intl.DateTimeFormat("en-CA", { timeZone: markets[market].timeZone, day: "numeric" }).format(new Date(at))
      expect(formatPostDate(market, at)).toMatch(new RegExp(`(^|\\D)${day}(\\D|$)`))
    }), { numRuns: 200 })
  })
})

describe("the blog's content files", () => {
  for (const locale of ["en", ...Locales] as const) {
    it(`${locale}: at least three valid posts, each with a path in every market of that language`, () => {
      const posts = blogPosts(locale)
      expect(posts.length).toBeGreaterThanOrEqual(3)
      for (const post of posts) {
        expect(post.html.length).toBeGreaterThan(500)
        expect(Option.getOrThrow(blogPost(locale, post.slug)).title).toBe(post.title)
        for (const market of MarketCodes) {
          const path = Result.getOrThrow(buildPath(market, "blogPost", { slug: post.slug }))
          expect(Option.getOrThrow(resolvePath(market, path))).toEqual({ key: "blogPost", params: { slug: post.slug } })
        }
      }
    })
  }

  it("has no post for an unknown slug", () => {
    expect(blogPost("ro", "no-such-post")).toEqual(Option.none())
  })
})
