import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { pageWindow, parsePageParam } from "../../src/reviews/pagination.ts"

describe("review pagination", () => {
  it("pages cover every row exactly once, in order", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 20 }), (total, size) => {
      const first = pageWindow(total, 1, size)
      const seen: Array<number> = []
      for (let page = 1; page <= first.pageCount; page++) {
        const w = pageWindow(total, page, size)
        expect(w.page).toBe(page)
        expect(w.clamped).toBe(false)
        for (let i = w.offset; i < Math.min(total, w.offset + w.limit); i++) seen.push(i)
      }
      expect(seen).toEqual(Array.from({ length: total }, (_, i) => i))
    }))
  })

  it("a page past the end is the last page, marked clamped; there is always one page", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 1000 }), (total, size, extra) => {
      const last = pageWindow(total, 1, size).pageCount
      const w = pageWindow(total, last + extra, size)
      expect(w.page).toBe(last)
      expect(w.clamped).toBe(true)
      expect(last).toBeGreaterThanOrEqual(1)
    }))
  })

  it("reads plain positive page numbers; anything else is page 1 with a notice", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999 }), (page) => {
      expect(parsePageParam(String(page))).toEqual({ page, malformed: false })
    }))
    fc.assert(fc.property(fc.string().filter((s) => !/^[0-9]{1,7}$/.test(s)), (raw) => {
      expect(parsePageParam(raw)).toEqual({ page: 1, malformed: true })
    }))
    expect(parsePageParam(undefined)).toEqual({ page: 1, malformed: false })
    expect(parsePageParam("0")).toEqual({ page: 1, malformed: true })
    expect(parsePageParam(["2", "3"])).toEqual({ page: 1, malformed: true })
  })
})
