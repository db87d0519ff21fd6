import { describe, expect, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import * as fc from "fast-check"
import { idList, parseId } from "../../src/backend/queryRecord.ts"
import { DbId, DbIdFromString, maxDbId } from "../../src/catalog/dbId.ts"

describe("DbId: the ids a PostgreSQL integer column holds", () => {
  const isId = Schema.is(DbId)

  it("takes 1 .. 2^31 - 1 and nothing else", () => {
    expect([1, 42, maxDbId].every(isId)).toBe(true)
    expect([0, -0, -1, 1.5, 2 ** 31, 1e15, Number.MAX_SAFE_INTEGER, Number.NaN, Infinity].some(isId)).toBe(false)
  })

  it("agrees with the range for every integer (property)", () => {
    fc.assert(fc.property(fc.oneof(fc.integer({ min: -10, max: 10 }), fc.maxSafeInteger(), fc.integer({ min: maxDbId - 5, max: maxDbId + 5 })), (n) => {
      expect(isId(n)).toBe(n >= 1 && n <= maxDbId)
    }))
  })

  it("DbIdFromString, parseId and idList read plain digits in range only", () => {
    const decode = Schema.decodeUnknownResult(DbIdFromString)
    expect(Result.getOrThrow(decode("2147483647"))).toBe(maxDbId)
    for (const text of ["2147483648", "9999999999", "999999999999999", "0", "01", "-1", "1e3", " 1", "1.0", "", "\u00001"]) {
      expect(Result.isFailure(decode(text)), text).toBe(true)
      expect(Result.isFailure(parseId("productId", text)), text).toBe(true)
    }
    expect(Result.getOrThrow(idList({ productIds: "1,2147483647" }, "productIds", 5))).toEqual([1, maxDbId])
    expect(Result.isFailure(idList({ productIds: "1,2147483648" }, "productIds", 5))).toBe(true)
  })
})
