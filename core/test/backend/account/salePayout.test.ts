import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Result } from "effect"
import fc from "fast-check"
import { acceptsPayoutDetails, completeSalePayout, salePayoutForm, type SalePayoutInput } from "../../../src/backend/account/salePayout.ts"
import { SellOrderRepository } from "../../../src/backend/ports/SellOrderRepository.ts"
import type { NewSellOrder } from "../../../src/sell/sellTypes.ts"
import { payoutDetailsOf, payoutFormErrors } from "../../../src/sell/payoutForm.ts"
import { suiteDataset } from "../../support/backend/dataset.ts"
import { MemoryState } from "@shop/adapters/memory/backend/memoryState"
import { sellOrderRepositoryMemoryLayer } from "@shop/adapters/memory/backend/SellRepositoriesMemory"
import { sampleSellOrders } from "../../support/backend/sellOrderRepositorySuite.ts"
import { phoneNumbersTable, PhoneNumbersTable } from "../../support/phoneNumbersTable.ts"

const layer = () => Layer.merge(Layer.unwrap(Effect.sync(() => sellOrderRepositoryMemoryLayer(new MemoryState(suiteDataset)))), PhoneNumbersTable.layer)

const ana = "user-ana"
const base = sampleSellOrders[0]
if (base === undefined) throw new Error("sample missing")
/** A RO sale of Ana's submitted without payout details (the payment-test variant). */
const withoutPayout: NewSellOrder = { ...base, payload: { ...base.payload, paymentDetails: null, serviceDbUserId: ana, userEmail: "ana@example.ro" } }

let keys = 0
const saved = (order: NewSellOrder = withoutPayout) =>
  SellOrderRepository.use((repo) => {
    keys += 1
    return repo.save(order, { key: `payout-${keys}`, fingerprint: `fp-${keys}` })
  })

const privateIban: SalePayoutInput = { paymentType: "iban", corporate: false, sellerName: "Ana Pop", iban: "ro49 aaaa 1b31 0075 9384 0000", county: "Cluj", city: "Cluj-Napoca" }
const company: SalePayoutInput = {
  paymentType: "card", corporate: true, iban: "RO49AAAA1B31007593840000", county: "Cluj", city: "Cluj-Napoca",
  companyName: "Alfa Service S.R.L.", fiscalCode: "ro 18547290", registrationNumber: "J40/1234/2020", phoneNumber: "0712 345 678"
}

const arbInput: fc.Arbitrary<SalePayoutInput> = fc.record({
  paymentType: fc.constantFrom("card" as const, "iban" as const),
  corporate: fc.boolean(),
  sellerName: fc.oneof(fc.constant("Ana Pop"), fc.string({ maxLength: 20 })),
  iban: fc.oneof(fc.constant("RO49AAAA1B31007593840000"), fc.constant("BG80BNBG96611020345678"), fc.string({ maxLength: 30 })),
  county: fc.oneof(fc.constant("Cluj"), fc.string({ maxLength: 10 })),
  city: fc.oneof(fc.constant("Cluj-Napoca"), fc.string({ maxLength: 10 })),
  companyName: fc.oneof(fc.constant("Alfa Service S.R.L."), fc.string({ maxLength: 10 })),
  fiscalCode: fc.oneof(fc.constant("RO18547290"), fc.string({ maxLength: 10 })),
  registrationNumber: fc.oneof(fc.constant("J40/1234/2020"), fc.string({ maxLength: 10 })),
  companyEmail: fc.oneof(fc.constant(""), fc.constant("office@alfa.ro"), fc.string({ maxLength: 10 })),
  phoneNumber: fc.oneof(fc.constant("0712345678"), fc.string({ maxLength: 10 }))
})

describe("completing the payout details of a sale", () => {
  it.effect("stores a private seller's IBAN payout, normalized as the funnel does, once", () =>
    Effect.provide(Effect.gen(function*() {
      const sale = yield* saved()
      const details = yield* completeSalePayout(ana, "RO", sale.sellOrderId, privateIban)
      expect(details).toEqual(payoutDetailsOf(salePayoutForm(privateIban), false, "ana@example.ro"))
      expect(details.iban).toBe("RO49AAAA1B31007593840000")
      const stored = Option.getOrThrow(yield* (yield* SellOrderRepository).byId(sale.sellOrderId))
      expect(stored.payload.paymentDetails).toEqual(details)
      const again = yield* Effect.flip(completeSalePayout(ana, "RO", sale.sellOrderId, { ...privateIban, sellerName: "Ion Pop" }))
      expect(again._tag).toBe("IllegalTransition")
      expect(Option.getOrThrow(yield* (yield* SellOrderRepository).byId(sale.sellOrderId)).payload.paymentDetails).toEqual(details)
    }), layer()))

  it.effect("a company's card payout takes the sale's email when no company email is given", () =>
    Effect.provide(Effect.gen(function*() {
      const sale = yield* saved()
      const details = yield* completeSalePayout(ana, "RO", sale.sellOrderId, company)
      expect(details).toMatchObject({ paymentType: "card", isCorporate: true, cui: "RO18547290", sellerName: "Alfa Service S.R.L.", companyEmail: "ana@example.ro" })
    }), layer()))

  it.effect("another user's sale, another market, a malformed id: NotFound, nothing written", () =>
    Effect.provide(Effect.gen(function*() {
      const sale = yield* saved()
      for (const [user, market, id] of [["user-ion", "RO", sale.sellOrderId], [ana, "BG", sale.sellOrderId], [ana, "RO", "not-a-uuid"]] as const) {
        expect((yield* Effect.flip(completeSalePayout(user, market, id, privateIban)))._tag).toBe("NotFound")
      }
      const guest = yield* saved({ ...withoutPayout, payload: { ...withoutPayout.payload, serviceDbUserId: null } })
      expect((yield* Effect.flip(completeSalePayout(ana, "RO", guest.sellOrderId, privateIban)))._tag).toBe("NotFound")
      expect(Option.getOrThrow(yield* (yield* SellOrderRepository).byId(sale.sellOrderId)).payload.paymentDetails).toBeNull()
    }), layer()))

  it.effect("a sale submitted with payout details is a conflict", () =>
    Effect.provide(Effect.gen(function*() {
      const sale = yield* saved({ ...base, payload: { ...base.payload, serviceDbUserId: ana } })
      expect(acceptsPayoutDetails(sale)).toBe(false)
      expect((yield* Effect.flip(completeSalePayout(ana, "RO", sale.sellOrderId, privateIban)))._tag).toBe("IllegalTransition")
    }), layer()))

  it.effect("any form: stored exactly when the funnel's payout rules accept it, else the funnel's fields and nothing written (property)", () =>
    Effect.gen(function*() {
      for (const input of fc.sample(arbInput, 80)) {
        yield* Effect.provide(Effect.gen(function*() {
          const sale = yield* saved()
          const result = yield* Effect.result(completeSalePayout(ana, "RO", sale.sellOrderId, input))
          const errors = payoutFormErrors(phoneNumbersTable, "RO", salePayoutForm(input), "ana@example.ro")
          const stored = Option.getOrThrow(yield* (yield* SellOrderRepository).byId(sale.sellOrderId)).payload.paymentDetails
          if (Object.keys(errors).length === 0) {
            expect(Result.isSuccess(result)).toBe(true)
            expect(stored).toEqual(payoutDetailsOf(salePayoutForm(input), false, "ana@example.ro"))
          } else {
            expect(Result.isFailure(result) && result.failure._tag === "ValidationFailed" ? result.failure.fields : null).toEqual(errors)
            expect(stored).toBeNull()
          }
        }), layer())
      }
    }))
})
