import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import fc from "fast-check"
import { isOwnRecord } from "../../../src/backend/account/ownership.ts"
import { MarketCodes } from "../../../src/markets/market.ts"

const market = fc.constantFrom(...MarketCodes)
const userId = fc.string({ minLength: 1, maxLength: 12 })

describe("isOwnRecord", () => {
  it("a record is the user's exactly when it names the user as owner and belongs to the market", () => {
    fc.assert(fc.property(fc.option(userId, { nil: null }), userId, market, market, (owner, user, recordMarket, asked) => {
      const expected = owner !== null && owner === user && recordMarket === asked
      expect(isOwnRecord({ owner, market: recordMarket }, user, asked)).toBe(expected)
      expect(isOwnRecord({ owner: Option.fromNullishOr(owner), market: recordMarket }, user, asked)).toBe(expected)
    }))
  })

  it("a guest's record (no owner, or an empty one) is nobody's", () => {
    fc.assert(fc.property(fc.constantFrom(null, "", Option.none<string>()), fc.string(), market, (owner, user, m) => {
      expect(isOwnRecord({ owner, market: m }, user, m)).toBe(false)
    }))
  })
})
