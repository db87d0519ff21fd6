import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { discountOf, discountPercent, previousPriceOf } from "../../src/catalog/discount.ts"
import {
  changePrice,
  currentReference,
  currentSpan,
  historyBehind,
  lowestPriceBefore,
  omnibusWindowMs,
  type PriceSpan,
  reductionReference
} from "../../src/catalog/omnibus.ts"

const day = 24 * 60 * 60 * 1000
const start = Date.UTC(2026, 0, 1)

/** Prices with cents, positive (what staff may set). */
const priceArb = fc.integer({ min: 1, max: 500_000 }).map((minor) => minor / 100)

/** Price changes as (price, gap in ms since the change before), applied in turn from `start`. */
const changesArb = fc.array(
  fc.tuple(priceArb, fc.oneof(fc.integer({ min: 0, max: 3 * day }), fc.integer({ min: 0, max: 70 * day }))),
  { minLength: 1, maxLength: 12 }
)

/** The history those changes write through changePrice, and the instant of the last one. */
const historyOf = (changes: ReadonlyArray<readonly [number, number]>) => {
  let history: ReadonlyArray<PriceSpan> = []
  let at = start
  let last = changePrice([], changes[0]?.[0] ?? 1, at)
  for (const [price, gap] of changes) {
    at += gap
    last = changePrice(history, price, at)
    history = last.history
  }
  return { history, at, last }
}

/** Every price applied at some instant of [from, to) (spans of no length never applied). */
const pricesWithin = (history: ReadonlyArray<PriceSpan>, from: number, to: number) =>
  history.filter((s) => (s.until ?? Infinity) > s.from && s.from < to && (s.until ?? Infinity) > from).map((s) => s.price)

describe("the Omnibus rule (core/src/catalog/omnibus.ts)", () => {
  it("keeps a history of contiguous spans, one open, in time order", () => {
    fc.assert(fc.property(changesArb, (changes) => {
      const { history } = historyOf(changes)
      expect(history).toHaveLength(changes.length)
      expect(history.filter((s) => s.until === null)).toHaveLength(1)
      expect(history.at(-1)?.until).toBeNull()
      for (let i = 1; i < history.length; i++) {
        expect(history[i - 1]?.until).toBe(history[i]?.from)
        expect(history[i]!.from).toBeGreaterThanOrEqual(history[i - 1]!.from)
      }
    }))
  })

  it("announces a reduction only against the lowest price of the 30 days before it, never below any of them", () => {
    fc.assert(fc.property(changesArb, priceArb, fc.integer({ min: 0, max: 40 * day }), (changes, price, gap) => {
      const { history, at } = historyOf(changes)
      const when = at + gap
      const reference = reductionReference(history, when, price)
      const window = pricesWithin(history, when - omnibusWindowMs, when)
      if (reference === null) {
        // None shown: nothing recorded in the window, or its lowest price is not above today's.
        expect(window.length === 0 || Math.min(...window) <= price).toBe(true)
      } else {
        expect(reference).toBeGreaterThan(price)
        for (const applied of window) expect(reference).toBeLessThanOrEqual(applied)
        expect(window).toContain(reference)
      }
    }))
  })

  it("never shows a reduction for a price rise, nor for a price kept", () => {
    fc.assert(fc.property(changesArb, fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 40 * day }), (changes, up, gap) => {
      const { history, at } = historyOf(changes)
      const current = currentSpan(history)!.price
      expect(changePrice(history, current + up / 100, at + gap).previousPrice).toBeNull()
    }))
  })

  it("shows no reduction for a rise then a cut back to the old price within 30 days", () => {
    fc.assert(fc.property(priceArb, priceArb, fc.integer({ min: 0, max: 29 * day }), fc.integer({ min: 1, max: 400 * day }), (base, rise, kept, before) => {
      const steady = changePrice([], base, start).history
      const risen = changePrice(steady, base + rise, start + before)
      const back = changePrice(risen.history, base, start + before + kept)
      expect(risen.previousPrice).toBeNull()
      expect(back.previousPrice).toBeNull()
      expect(discountPercent(base, back.previousPrice)).toBeNull()
    }))
  })

  it("shows a cut against the price it replaced when that price held the whole window", () => {
    fc.assert(fc.property(priceArb, priceArb, fc.integer({ min: 30 * day, max: 400 * day }), (a, b, held) => {
      const [low, high] = a < b ? [a, b] : [b, a]
      fc.pre(low < high)
      const cut = changePrice(changePrice([], high, start).history, low, start + held)
      expect(cut.previousPrice).toBe(high)
      expect(previousPriceOf(low, cut.previousPrice)).toBe(high)
    }))
  })

  it("counts a price applied for a moment in the window, and forgets one that ended more than 30 days before", () => {
    const history = changePrice(changePrice(changePrice([], 1000, start).history, 700, start + 10 * day).history, 1000, start + 10 * day + 1000).history
    // The 1-second 700 is the lowest of the window: a cut to 900 now is no reduction.
    expect(reductionReference(history, start + 20 * day, 900)).toBeNull()
    // 31 days after the 700 ended, only 1000 was applied in the window.
    expect(reductionReference(history, start + 10 * day + 1000 + 31 * day, 900)).toBe(1000)
    // Exactly 30 days after: the window [at - 30 d, at) no longer holds the 700 that ended at its start.
    expect(reductionReference(history, start + 10 * day + 1000 + 30 * day, 900)).toBe(1000)
    expect(reductionReference(history, start + 10 * day + 1000 + 30 * day - 1, 900)).toBeNull()
  })

  it("announces a second cut against the first cut's price (the strict rule, no progressive reductions)", () => {
    const first = changePrice(changePrice([], 1200, start).history, 1000, start + 60 * day)
    expect(first.previousPrice).toBe(1200)
    const second = changePrice(first.history, 900, start + 70 * day)
    expect(second.previousPrice).toBe(1000)
    expect(discountPercent(900, second.previousPrice)).toBe(10)
  })

  it("ignores a span of no length (two changes at one instant) and never runs the history backwards", () => {
    const steady = changePrice([], 1000, start).history
    const blink = changePrice(changePrice(steady, 500, start + 40 * day).history, 1000, start + 40 * day)
    expect(blink.history.map((s) => s.price)).toEqual([1000, 500, 1000])
    expect(reductionReference(blink.history, start + 41 * day, 900)).toBe(1000)
    const early = changePrice(blink.history, 800, start)
    expect(early.at).toBe(start + 40 * day)
    expect(early.history.at(-2)?.until).toBe(start + 40 * day)
  })

  it("knows no reduction for a first price, and nothing of a product without a history", () => {
    expect(changePrice([], 999, start).previousPrice).toBeNull()
    expect(lowestPriceBefore([], start)).toBeNull()
    expect(currentReference([])).toBeNull()
  })

  it("gives back, at any later time, the reference the change gave (it is fixed at the reduction)", () => {
    fc.assert(fc.property(changesArb, (changes) => {
      const { history, last } = historyOf(changes)
      expect(currentReference(history)).toBe(last.previousPrice)
    }))
  })

  it("builds a history behind a catalogue row whose rule gives back the row's shown previous price", () => {
    fc.assert(fc.property(priceArb, fc.option(priceArb, { nil: null }), fc.integer({ min: 0, max: 60 * day }), (price, previous, ago) => {
      const history = historyBehind(price, previous, start, ago)
      expect(currentReference(history)).toBe(previousPriceOf(price, previous))
      expect(currentSpan(history)?.price).toBe(price)
      expect(discountOf({ price, previousPrice: currentReference(history) })).toBe(discountOf({ price, previousPrice: previous }))
    }))
  })
})
