import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Result } from "effect"
import { TestClock } from "effect/testing"
import { myReturnableOrders, myReturns, submitReturn } from "../../../src/backend/account/returns.ts"
import { AccountAreaRepository } from "../../../src/backend/account/ports.ts"
import { defaultWarrantyReturnsSettings } from "../../../src/account/warrantyReturnsSettings.ts"
import { accountAreaMemoryLayer, anasOrder, markOrderDelivered, monday } from "../../support/backend/accountAreaMemory.ts"

const dayMs = 86_400_000

const setup = anasOrder()

const request = { lines: [0], reason: "The screen flickers", courierAddress: "Str. Lalelelor 3, Cluj-Napoca", pickupDate: "2026-11-25" }

describe("returns", () => {
  it.effect("an undelivered order has nothing to return; delivered, its lines are returnable until the period ends", () =>
    Effect.provide(Effect.gen(function*() {
      const { ana, order } = yield* setup
      yield* TestClock.setTime(monday)
      expect(yield* myReturnableOrders(ana.id, "RO")).toEqual([])
      const marked = yield* markOrderDelivered(order.id)
      expect(marked).toEqual({ orderId: order.id, deliveredAt: monday })
      const [entry] = yield* myReturnableOrders(ana.id, "RO")
      expect(entry?.lines).toEqual([0, 1])
      expect(entry?.returnUntil).toBe(monday + defaultWarrantyReturnsSettings.defaultReturnPeriodDays * dayMs)
      yield* TestClock.setTime(entry!.returnUntil)
      expect(yield* myReturnableOrders(ana.id, "RO")).toEqual([])
    }), accountAreaMemoryLayer()))

  it.effect("a valid return is stored, listed, and its line is no longer returnable", () =>
    Effect.provide(Effect.gen(function*() {
      const { ana, order } = yield* setup
      yield* TestClock.setTime(monday)
      yield* markOrderDelivered(order.id)
      const stored = yield* submitReturn(ana.id, "RO", order.id, { ...request, reason: "  The screen flickers  " })
      expect(stored).toMatchObject({ orderId: order.id, userId: ana.id, lines: [0], reason: "The screen flickers", createdAt: monday })
      expect((yield* myReturns(ana.id, "RO")).map((r) => r.id)).toEqual([stored.id])
      expect((yield* myReturnableOrders(ana.id, "RO"))[0]?.lines).toEqual([1])
      const again = yield* Effect.result(submitReturn(ana.id, "RO", order.id, request))
      expect(Result.isFailure(again) && again.failure._tag).toBe("ValidationFailed")
    }), accountAreaMemoryLayer()))

  it.effect("another user's order, an unknown id and another market are NotFound; invalid fields fail; nothing is written", () =>
    Effect.provide(Effect.gen(function*() {
      const { ana, ion, order } = yield* setup
      yield* TestClock.setTime(monday)
      yield* markOrderDelivered(order.id)
      for (const [user, market, id] of [[ion.id, "RO", order.id], [ana.id, "BG", order.id], [ana.id, "RO", "nope"]] as const) {
        const failed = yield* Effect.result(submitReturn(user, market, id, request))
        expect(Result.isFailure(failed) && failed.failure._tag).toBe("NotFound")
      }
      const invalid = yield* Effect.result(submitReturn(ana.id, "RO", order.id, {
        lines: [0, 0, 7], reason: " ", courierAddress: "", pickupDate: "2026-11-29"
      }))
      expect(Result.isFailure(invalid) && invalid.failure._tag === "ValidationFailed" && Object.keys(invalid.failure.fields).sort())
        .toEqual(["courierAddress", "lines", "pickupDate", "reason"])
      expect(yield* (yield* AccountAreaRepository).returnsOf(ana.id)).toEqual([])
      const unknown = yield* Effect.result(markOrderDelivered("00000000-0000-4000-8000-00000000beef"))
      expect(Result.isFailure(unknown) && unknown.failure._tag).toBe("NotFound")
      expect(yield* (yield* AccountAreaRepository).deliveredAt(order.id)).toEqual(Option.some(monday))
    }), accountAreaMemoryLayer()))
})
