import { describe, expect, it } from "@effect/vitest"
import { allRouteKeys, crawlerBarredKeys, isSearchIndexed, sharedPageKeys } from "../../src/routes/index.ts"

describe("the pages search engines see", () => {
  it("bars crawlers from no page it asks them to index, and only from pages with a route", () => {
    for (const key of crawlerBarredKeys) {
      expect(isSearchIndexed(key), key).toBe(false)
      expect(allRouteKeys).toContain(key)
    }
  })

  it("indexes every shared page and the return address, nothing private", () => {
    for (const key of sharedPageKeys) expect(isSearchIndexed(key), key).toBe(true)
    expect(isSearchIndexed("returnAddress")).toBe(true)
    for (const key of ["cart", "login", "account", "sellStep", "thankYou"] as const) expect(isSearchIndexed(key), key).toBe(false)
  })
})
