import { describe, expect, it } from "@effect/vitest"
import { showsPrivateRecord } from "../../../src/storefront/privatePages.ts"

/**
 * Issue 14, second review: the reset link (`/forgot/?token=...`) carries a secret that sets the
 * user's password, as the order links carry theirs; the page it opens is private like the order
 * pages (no Referer from it, not indexed). The forgot form without a token is an ordinary page.
 */
describe("the forgot page", () => {
  it("is private when its link carries a reset token, in any spelling of the query", () => {
    for (const token of ["abc", "", ["abc", "def"]]) expect(showsPrivateRecord("forgot", { token }), JSON.stringify(token)).toBe(true)
    expect(showsPrivateRecord("forgot", {})).toBe(false)
    expect(showsPrivateRecord("forgot", { email: "ana@example.com" })).toBe(false)
    // Another page's query word of the same name changes nothing.
    for (const key of ["login", "register", "faq"] as const) expect(showsPrivateRecord(key, { token: "abc" }), key).toBe(false)
    // The order pages stay private with or without a query.
    expect(showsPrivateRecord("thankYou", {})).toBe(true)
  })
})
