import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { MarketCodes } from "../../src/markets/market.ts"
import { PaymentMethods } from "../../src/orders/orderTypes.ts"
import { PaymentStates } from "../../src/payments/paymentState.ts"
import { orderKind, ordersOfDay, type OrderTally, todayIn } from "../../src/staff/dashboard.ts"

const hour = 3_600_000

describe("the dashboard's day", () => {
  it("is the market's own calendar day: at 22:30 UTC it is already tomorrow in Bucharest, Sofia and Athens, not in Budapest", () => {
    const now = Date.UTC(2026, 10, 27, 22, 30)
    expect(todayIn("RO", now)).toEqual({ day: "2026-11-28", from: Date.UTC(2026, 10, 27, 22), to: Date.UTC(2026, 10, 28, 22) })
    expect(todayIn("BG", now).day).toBe("2026-11-28")
    expect(todayIn("GR", now).day).toBe("2026-11-28")
    expect(todayIn("HU", now)).toEqual({ day: "2026-11-27", from: Date.UTC(2026, 10, 26, 23), to: Date.UTC(2026, 10, 27, 23) })
  })

  it("a summer-time change makes a 23- or 25-hour day (Romania, 29 March and 25 October 2026)", () => {
    const spring = todayIn("RO", Date.UTC(2026, 2, 29, 12))
    expect(spring.to - spring.from).toBe(23 * hour)
    const autumn = todayIn("RO", Date.UTC(2026, 9, 25, 12))
    expect(autumn.to - autumn.from).toBe(25 * hour)
  })

  it("property: now lies in its day, which lasts 23 to 25 hours, and the next day starts where it ends", () => {
    fc.assert(fc.property(fc.constantFrom(...MarketCodes), fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }), (market, now) => {
      const today = todayIn(market, now)
      expect(today.from).toBeLessThanOrEqual(now)
      expect(now).toBeLessThan(today.to)
      expect([23, 24, 25].map((h) => h * hour)).toContain(today.to - today.from)
      expect(todayIn(market, today.to).from).toBe(today.to)
    }))
  })
})

describe("what an order of the day is", () => {
  it("paid, or cash on delivery not cancelled, counts; a card order not yet paid awaits payment; failed and cancelled are neither", () => {
    expect(orderKind("paid", "card")).toBe("counted")
    expect(orderKind("created", "cash-on-delivery")).toBe("counted")
    expect(orderKind("cancelled", "cash-on-delivery")).toBe("neither")
    expect(orderKind("processing", "card")).toBe("awaiting-payment")
    expect(orderKind("created", "instalments")).toBe("awaiting-payment")
    expect(orderKind("failed", "card")).toBe("neither")
    expect(orderKind("cancelled", "card")).toBe("neither")
  })

  it("property: the day's figures are the counted tallies' sums whatever their order, revenue to the cent", () => {
    const tally = fc.record({
      paymentState: fc.constantFrom(...PaymentStates),
      paymentMethod: fc.constantFrom(...PaymentMethods),
      count: fc.integer({ min: 1, max: 50 }),
      total: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100)
    })
    fc.assert(fc.property(fc.array(tally, { maxLength: 15 }), (tallies: Array<OrderTally>) => {
      const figures = ordersOfDay(tallies)
      const counted = tallies.filter((t) => orderKind(t.paymentState, t.paymentMethod) === "counted")
      expect(figures.orders).toBe(counted.reduce((n, t) => n + t.count, 0))
      expect(Math.round(figures.revenue * 100)).toBe(counted.reduce((cents, t) => cents + Math.round(t.total * 100), 0))
      expect(figures.awaitingPayment).toBe(tallies.filter((t) => orderKind(t.paymentState, t.paymentMethod) === "awaiting-payment").reduce((n, t) => n + t.count, 0))
      expect(ordersOfDay([...tallies].reverse())).toEqual(figures)
    }))
  })
})
