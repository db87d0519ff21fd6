import { describe, expect, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import { TestClock } from "effect/testing"
import { extendedUntil } from "../../../src/account/warranties.ts"
import { coverageEndsAt, warrantyValidUntil } from "../../../src/account/returnsAndWarranty.ts"
import { myInsurances, myWarranties, myWarrantyClaims, submitWarrantyClaim } from "../../../src/backend/account/warranties.ts"
import { WarrantyClaimRepository } from "../../../src/backend/account/warrantyPorts.ts"
import { CatalogRepository } from "../../../src/backend/ports/CatalogRepository.ts"
import { accountAreaMemoryLayer, anasOrder, markOrderDelivered, monday } from "../../support/backend/accountAreaMemory.ts"

const extension24 = { id: 901, type: "WARRANTY_EXTENSION", key: "extra-service.warranty-extension-24-months", price: 300 }
const insurance12 = { id: 902, type: "INSURANCE", key: "extra-service.insurance-theft-and-damage-12-months", price: 200 }

/** Ana's RO order: line 0 with a 24-month extension and an insurance, line 1 with nothing. */
const setup = anasOrder((priced) => ({
  ...priced,
  placedAt: monday - 86_400_000,
  lines: priced.lines.map((line, index) => ({ ...line, extraServices: index === 0 ? [extension24, insurance12] : [] }))
}))

const request = { line: 0, problem: "The screen stays black after charging", courierAddress: "Str. Lalelelor 3, Cluj-Napoca", pickupDate: "2026-11-25" }

describe("my warranties", () => {
  it.effect("an unpaid card order has none; delivered, each device has the standard warranty plus its extension", () =>
    Effect.provide(Effect.gen(function*() {
      const { ana, order } = yield* setup
      yield* TestClock.setTime(monday)
      expect(yield* myWarranties(ana.id, "RO")).toEqual([])
      yield* markOrderDelivered(order.id)
      const settings = yield* (yield* CatalogRepository).warrantySettings("RO")
      const entries = yield* myWarranties(ana.id, "RO")
      expect(entries.map((entry) => entry.line)).toEqual([0, 1])
      const [extended, plain] = entries
      const standardUntil = warrantyValidUntil("RO", monday, settings)
      expect(plain?.warranty).toMatchObject({ startsAt: monday, standardUntil, validUntil: standardUntil, extension: null, state: "active" })
      expect(extended?.warranty).toMatchObject({ standardUntil, validUntil: extendedUntil("RO", standardUntil, 24), extension: { months: 24 }, state: "active" })
      expect(extended?.canSendIn).toBe(true)
      yield* TestClock.setTime(standardUntil)
      const later = yield* myWarranties(ana.id, "RO")
      expect(later.map((entry) => [entry.line, entry.warranty.state, entry.canSendIn])).toEqual([[0, "active", true], [1, "expired", false]])
      expect(yield* myWarranties(ana.id, "BG")).toEqual([])
    }), accountAreaMemoryLayer()))

  it.effect("insurances: RO lists the insured line; other markets are NotFound", () =>
    Effect.provide(Effect.gen(function*() {
      const { ana, order } = yield* setup
      yield* TestClock.setTime(monday)
      yield* markOrderDelivered(order.id)
      const insured = yield* myInsurances(ana.id, "RO")
      expect(insured.map((entry) => [entry.line, entry.insurance.months, entry.insurance.validUntil, entry.insurance.state]))
        .toEqual([[0, 12, coverageEndsAt("RO", monday, { measure: "months", validity: 12 }), "active"]])
      for (const market of ["BG", "HU", "GR"] as const) {
        const failed = yield* Effect.result(myInsurances(ana.id, market))
        expect(Result.isFailure(failed) && failed.failure._tag).toBe("NotFound")
      }
    }), accountAreaMemoryLayer()))
})

describe("send in warranty", () => {
  it.effect("a valid request is stored once per line; the line then shows its open request", () =>
    Effect.provide(Effect.gen(function*() {
      const { ana, order } = yield* setup
      yield* TestClock.setTime(monday)
      yield* markOrderDelivered(order.id)
      const stored = yield* submitWarrantyClaim(ana.id, "RO", order.id, { ...request, problem: `  ${request.problem}  ` })
      expect(stored).toMatchObject({ orderId: order.id, userId: ana.id, line: 0, problem: request.problem, status: "open", createdAt: monday })
      expect((yield* myWarrantyClaims(ana.id, "RO")).map((claim) => claim.id)).toEqual([stored.id])
      const [entry] = yield* myWarranties(ana.id, "RO")
      expect(entry?.openClaim?.id).toBe(stored.id)
      expect(entry?.canSendIn).toBe(false)
      const again = yield* Effect.result(submitWarrantyClaim(ana.id, "RO", order.id, request))
      expect(Result.isFailure(again) && again.failure._tag === "ValidationFailed" && again.failure.fields).toEqual({ line: "warranty-claim-open" })
      expect((yield* (yield* WarrantyClaimRepository).claimsOf(ana.id)).length).toBe(1)
    }), accountAreaMemoryLayer()))

  it.effect("another user's order, an unknown id and another market are NotFound; bad fields and expired lines fail; nothing is written", () =>
    Effect.provide(Effect.gen(function*() {
      const { ana, ion, order } = yield* setup
      yield* TestClock.setTime(monday)
      // Not paid and not delivered: no warranty yet.
      const early = yield* Effect.result(submitWarrantyClaim(ana.id, "RO", order.id, request))
      expect(Result.isFailure(early) && early.failure._tag === "ValidationFailed" && early.failure.fields).toEqual({ line: "required-field" })
      yield* markOrderDelivered(order.id)
      for (const [user, market, id] of [[ion.id, "RO", order.id], [ana.id, "BG", order.id], [ana.id, "RO", "nope"]] as const) {
        const failed = yield* Effect.result(submitWarrantyClaim(user, market, id, request))
        expect(Result.isFailure(failed) && failed.failure._tag).toBe("NotFound")
      }
      const invalid = yield* Effect.result(submitWarrantyClaim(ana.id, "RO", order.id, { line: 7, problem: "short", courierAddress: " ", pickupDate: "2026-11-29" }))
      expect(Result.isFailure(invalid) && invalid.failure._tag === "ValidationFailed" && Object.keys(invalid.failure.fields).sort())
        .toEqual(["courierAddress", "line", "pickupDate", "problem"])
      const settings = yield* (yield* CatalogRepository).warrantySettings("RO")
      yield* TestClock.setTime(warrantyValidUntil("RO", monday, settings))
      const expired = yield* Effect.result(submitWarrantyClaim(ana.id, "RO", order.id, { ...request, line: 1, pickupDate: "2028-11-23" }))
      expect(Result.isFailure(expired) && expired.failure._tag === "ValidationFailed" && expired.failure.fields["line"]).toBe("warranty-expired")
      expect(yield* (yield* WarrantyClaimRepository).claimsOf(ana.id)).toEqual([])
    }), accountAreaMemoryLayer()))
})
