import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option, Result } from "effect"
import fc from "fast-check"
import { buildSellOrderPayload } from "../../../src/sell/sellOrder.ts"
import { arbSellOrderInput } from "../sellArbitraries.ts"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import type { NewSellOrder } from "../../../src/sell/sellTypes.ts"
import { isPublicId } from "../../../src/backend/ports/PublicId.ts"
import { SellOrderRepository } from "../../../src/backend/ports/SellOrderRepository.ts"
import { suiteDataset } from "./dataset.ts"

/** A sell order touching every payload field: a corporate courier pickup and a locker one. */
export const sampleSellOrders: ReadonlyArray<NewSellOrder> = [
  {
    payload: {
      countryCode: "RO",
      pickupDetailsCourier: {
        addressId: null,
        county: "Cluj",
        locality: "Cluj-Napoca",
        postalCode: null,
        street: "Strada Memorandumului",
        number: "5",
        details: null,
        pickupDate: "2026-11-25"
      },
      pickupDetailsLocker: null,
      paymentDetails: {
        paymentType: "iban",
        iban: "RO49AAAA1B31007593840000",
        sellerName: "Alfa Service S.R.L.",
        cui: "RO12345678",
        nrc: "J12/345/2020",
        address: { county: "Cluj", city: "Cluj-Napoca" },
        isCorporate: true,
        partner: false
      },
      orderDate: "2026-11-22T10:00:00.000Z",
      totalEstimatedOffer: 1710.5,
      evaluationId: "eval-1",
      serviceDbUserId: "user-9",
      userEmail: "ana@example.ro",
      products: [
        {
          brand: 3,
          model: 12,
          modelName: "iPhone 12",
          colour: 4,
          storage: 1,
          answers: [1, 3, 6, 10, 14, 22],
          category: 1,
          item_index: 0,
          isInstantSell: false,
          voucherCode: "BONUS10",
          voucherValue: 150.5,
          offerWithoutVoucher: 1560,
          offerWithVoucher: 1710.5,
          provider: 531
        },
        {
          brand: 11,
          model: 40,
          modelName: "ThinkPad X1",
          colour: 2,
          storage: 3,
          cpu: 5,
          ram: 6,
          size: 7,
          answers: [104, 121],
          category: 3,
          item_index: 1,
          isInstantSell: true,
          voucherCode: null,
          voucherValue: 0,
          offerWithoutVoucher: 0,
          offerWithVoucher: 0,
          gpu: null
        }
      ]
    },
    createdAt: 1_763_805_600_000,
    lockReviewItemIndexes: [0]
  },
  {
    payload: {
      countryCode: "BG",
      pickupDetailsCourier: null,
      pickupDetailsLocker: { lockerId: "BG-LCK-1" },
      paymentDetails: null,
      orderDate: "2026-11-22T11:00:00.000Z",
      totalEstimatedOffer: 540,
      evaluationId: null,
      serviceDbUserId: null,
      userEmail: "ivan@example.bg",
      products: [
        {
          brand: 3,
          model: 12,
          modelName: "iPhone 12",
          storage: 1,
          answers: [],
          category: 1,
          item_index: 0,
          isInstantSell: true,
          voucherCode: null,
          voucherValue: 0,
          offerWithoutVoucher: 540,
          offerWithVoucher: 540,
          provider: null
        }
      ]
    },
    createdAt: 1_763_809_200_000,
    lockReviewItemIndexes: []
  }
]

/** Contract every SellOrderRepository adapter passes. */
export const sellOrderRepositorySuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<SellOrderRepository>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, SellOrderRepository>) =>
      Effect.provide(effect, makeLayer(suiteDataset))

    const key = (n: number, fingerprint = `fp-${n}`) => ({ key: `sell-key-${n}`, fingerprint })

    it.effect("saves sell orders and reads every field back, status submitted", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        for (const [n, order] of sampleSellOrders.entries()) {
          const saved = yield* repo.save(order, key(n))
          expect(saved).toEqual({ ...order, sellOrderId: saved.sellOrderId, status: "submitted" })
          expect(yield* repo.byId(saved.sellOrderId)).toEqual(Option.some(saved))
        }
      })))

    it.effect("stores every field of any payload core builds and reads it back unchanged", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        // Sellers type anything into the free-text fields, control characters and emoji included.
        const payloads = arbSellOrderInput
          .map(buildSellOrderPayload)
          .filter(Result.isSuccess)
          .map((built) => built.success)
        let n = 0
        yield* Effect.promise(() =>
          fc.assert(
            fc.asyncProperty(payloads, fc.integer({ min: 0, max: 1_900_000_000_000 }), async (payload, createdAt) => {
              const order: NewSellOrder = { payload, createdAt, lockReviewItemIndexes: [0] }
              const saved = await Effect.runPromise(repo.save(order, key(1000 + n++)))
              expect(saved).toEqual({ ...order, sellOrderId: saved.sellOrderId, status: "submitted" })
              expect(await Effect.runPromise(repo.byId(saved.sellOrderId))).toEqual(Option.some(saved))
            }),
            { numRuns: 40 }
          )
        )
      })))

    it.effect("gives each saved order its own UUID id; other ids name nothing", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const order = sampleSellOrders[1]
        if (order === undefined) throw new Error("sample missing")
        const a = yield* repo.save(order, key(1))
        const b = yield* repo.save(order, key(2))
        expect(a.sellOrderId).not.toBe(b.sellOrderId)
        expect(isPublicId(a.sellOrderId) && isPublicId(b.sellOrderId)).toBe(true)
        for (const id of ["1", "0", a.sellOrderId.replaceAll("-", ""), `${a.sellOrderId}x`, "00000000-0000-4000-8000-00000000beef"]) {
          expect(yield* repo.byId(id), id).toEqual(Option.none())
        }
      })))

    it.effect("the same key with the same fingerprint answers the first order and stores no second", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const [first, second] = sampleSellOrders
        if (first === undefined || second === undefined) throw new Error("sample missing")
        expect(yield* repo.byIdempotencyKey(key(7))).toEqual(Option.none())
        const saved = yield* repo.save(first, key(7))
        expect(yield* repo.byIdempotencyKey(key(7))).toEqual(Option.some(saved))
        // Whatever the new order holds: the key and fingerprint decide.
        expect(yield* repo.save(second, key(7))).toEqual(saved)
      })))

    it.effect("the same key with another fingerprint is a conflict", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const order = sampleSellOrders[0]
        if (order === undefined) throw new Error("sample missing")
        yield* repo.save(order, key(8))
        const conflict = { _tag: "IdempotencyConflict", code: "idempotency-conflict", idempotencyKey: "sell-key-8" }
        expect(yield* Effect.flip(repo.save(order, key(8, "fp-other")))).toMatchObject(conflict)
        expect(yield* Effect.flip(repo.byIdempotencyKey(key(8, "fp-other")))).toMatchObject(conflict)
      })))

    it.effect("the same key saved twice at once stores one order", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const order = sampleSellOrders[1]
        if (order === undefined) throw new Error("sample missing")
        const [a, b] = yield* Effect.all([repo.save(order, key(9)), repo.save(order, key(9))], { concurrency: "unbounded" })
        expect(a.sellOrderId).toBe(b.sellOrderId)
      })))

    it.effect("sets payout details once, only on an order that has none; twice at once: one wins", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const [withPayout, withoutPayout] = sampleSellOrders
        if (withPayout === undefined || withoutPayout === undefined) throw new Error("sample missing")
        const details = {
          paymentType: "iban" as const,
          iban: "BG80BNBG96611020345678",
          sellerName: "Ivan Petrov",
          cui: null,
          nrc: null,
          address: { county: "Sofia", city: "Sofia" },
          isCorporate: false,
          partner: false
        }
        const full = yield* repo.save(withPayout, key(20))
        expect(yield* repo.setPaymentDetails(full.sellOrderId, details)).toBe(false)
        expect(Option.getOrThrow(yield* repo.byId(full.sellOrderId)).payload.paymentDetails).toEqual(withPayout.payload.paymentDetails)
        const open = yield* repo.save(withoutPayout, key(21))
        expect(yield* repo.setPaymentDetails(open.sellOrderId, details)).toBe(true)
        const stored = Option.getOrThrow(yield* repo.byId(open.sellOrderId))
        expect(stored).toEqual({ ...open, payload: { ...open.payload, paymentDetails: details } })
        expect(yield* repo.setPaymentDetails(open.sellOrderId, { ...details, sellerName: "Someone Else" })).toBe(false)
        expect(Option.getOrThrow(yield* repo.byId(open.sellOrderId)).payload.paymentDetails).toEqual(details)
        const race = yield* repo.save(withoutPayout, key(22))
        const wins = yield* Effect.all(
          [repo.setPaymentDetails(race.sellOrderId, details), repo.setPaymentDetails(race.sellOrderId, { ...details, sellerName: "Maria Petrova" })],
          { concurrency: "unbounded" }
        )
        expect(wins.filter((won) => won)).toHaveLength(1)
        expect(yield* repo.setPaymentDetails("no-such-sell-order", details)).toBe(false)
        expect(yield* repo.setPaymentDetails("00000000-0000-4000-8000-000000000000", details)).toBe(false)
      })))

    it.effect("knows nothing of an unknown id", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        expect(yield* repo.byId("no-such-sell-order")).toEqual(Option.none())
        expect(yield* repo.byId("")).toEqual(Option.none())
      })))
  })
