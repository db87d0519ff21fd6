import { describe, expect, it, vi } from "vitest"
import fc from "fast-check"

vi.mock("server-only", () => ({}))
const requestHeaders = { value: new Headers() }
vi.mock("next/headers", () => ({ headers: async () => requestHeaders.value }))

const { actionMarket, boundId, boundLine } = await import("../../../src/storefront/account/actionInput.ts")

/** Next's notFound() throws an error whose digest names the 404 fallback. */
const isNotFound = (run: () => unknown): boolean => {
  try {
    run()
    return false
  } catch (error) {
    return String((error as { digest?: unknown }).digest ?? "").includes("404")
  }
}

describe("values bound to account form actions", () => {
  it("keeps a bound id that is a short non-empty string", () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 100 }), (id) => {
      expect(boundId(id)).toBe(id)
    }))
  })

  it("answers not found for a bound id the browser changed into anything else", () => {
    const bad = fc.oneof(
      fc.constant(""),
      fc.string({ minLength: 101, maxLength: 300 }),
      fc.integer(),
      fc.constant(null),
      fc.constant(undefined),
      fc.object(),
      fc.array(fc.string())
    )
    fc.assert(fc.property(bad, (value) => {
      expect(isNotFound(() => boundId(value))).toBe(true)
    }))
  })

  it("keeps a line index from 0 to 999 and refuses any other value", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999 }), (line) => {
      expect(boundLine(line)).toBe(line)
    }))
    const bad = fc.oneof(
      fc.integer({ max: -1 }),
      fc.integer({ min: 1000 }),
      fc.double({ noInteger: true }),
      fc.string(),
      fc.constant(null)
    )
    fc.assert(fc.property(bad, (value) => {
      expect(isNotFound(() => boundLine(value))).toBe(true)
    }))
  })

  it("takes the market from the request's host, not from the form", async () => {
    requestHeaders.value = new Headers({ host: "hu.localhost:3000" })
    expect(await actionMarket()).toBe("HU")
    requestHeaders.value = new Headers({ host: "gr.localhost", "x-forwarded-host": "bg.localhost" })
    expect(await actionMarket()).toBe("BG")
  })
})
