import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { seedRandom } from "../../src/seed/index.ts"

const draws = (seed: number, stream: string) => {
  const rnd = seedRandom(seed, stream)
  return Array.from({ length: 20 }, () => rnd.int(0, 1_000_000))
}

describe("seedRandom", () => {
  it("repeats itself for the same seed and stream, and differs across either", () => {
    expect(draws(5, "a")).toStrictEqual(draws(5, "a"))
    expect(draws(5, "a")).not.toStrictEqual(draws(6, "a"))
    expect(draws(5, "a")).not.toStrictEqual(draws(5, "b"))
    expect(draws(0, "a")).not.toStrictEqual(draws(2 ** 32, "a"))
  })

  it("draws integers and floats in range", () => {
    fc.assert(fc.property(fc.integer(), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 100 }), (seed, from, span) => {
      const rnd = seedRandom(seed, "range")
      const i = rnd.int(from, from + span)
      expect(i).toBeGreaterThanOrEqual(from)
      expect(i).toBeLessThanOrEqual(from + span)
      const f = rnd.float(from, from + span + 1)
      expect(f).toBeGreaterThanOrEqual(from)
      expect(f).toBeLessThan(from + span + 1)
    }))
  })

  it("samples distinct items in their original order", () => {
    fc.assert(fc.property(fc.integer(), fc.uniqueArray(fc.integer(), { maxLength: 20 }), fc.nat(25), (seed, items, count) => {
      const sample = seedRandom(seed, "sample").sample(items, count)
      expect(sample.length).toBe(Math.min(count, items.length))
      const positions = sample.map((x) => items.indexOf(x))
      expect(positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? -1)))).toBe(true)
    }))
  })

  it("refuses to pick from nothing", () => {
    expect(() => seedRandom(1, "x").pick([])).toThrow()
  })
})
