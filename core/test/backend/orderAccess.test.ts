import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Result } from "effect"
import * as fc from "fast-check"
import { mayRead, type Reader, RecordKinds, recordToken } from "../../src/backend/access/recordAccess.ts"
import { orderWithPayments, readableOrder } from "../../src/backend/orders/orderQueries.ts"
import { placeOrder } from "../../src/backend/orders/placeOrder.ts"
import { paymentStatus, retryPayment, startPayment } from "../../src/backend/payments/paymentService.ts"
import type { NotFound, RepositoryError } from "../../src/errors.ts"
import { OrderRepository } from "../../src/backend/ports/OrderRepository.ts"
import type { SecretTokens } from "../../src/backend/ports/SecretTokens.ts"
import { SecretTokensMemory } from "@shop/adapters/memory/backend/SecretTokensMemory"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"
import { orderRequest } from "../support/backend/orderRequests.ts"

/**
 * Issue 14: who may read an order (access/recordAccess.ts), the rule and its use by every order
 * and payment program; and the owner set by placement itself, which a replayed key never changes.
 */

const nobody: Reader = { userId: null, token: null }
const ana: Reader = { userId: "user-ana", token: null }
const ion: Reader = { userId: "user-ion", token: null }

/** Whether each reading program lets the reader through (false: NotFound, as for no such order). */
const opens = (orderId: string, reader: Reader) =>
  Effect.gen(function*() {
    const verdict = <A>(program: Effect.Effect<A, NotFound | RepositoryError, OrderRepository | SecretTokens>) =>
      Effect.map(Effect.result(program), (answer) => {
        if (Result.isFailure(answer)) expect(answer.failure.code).toBe("not-found")
        return Result.isSuccess(answer)
      })
    const verdicts = [
      yield* verdict(readableOrder(orderId, reader)),
      yield* verdict(orderWithPayments(orderId, reader)),
      yield* verdict(paymentStatus(orderId, reader))
    ]
    expect(new Set(verdicts).size, "every reading program agrees").toBe(1)
    return verdicts[0]!
  })

describe("the access rule", () => {
  it.effect("an owned record is its owner's session's, a guest's record its token holder's (property)", () =>
    Effect.gen(function*() {
      const kind = fc.constantFrom(...RecordKinds)
      const user = fc.option(fc.constantFrom("user-a", "user-b", ""), { nil: null })
      const samples = fc.sample(fc.record({
        kind,
        id: fc.constantFrom("00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002"),
        owner: user,
        userId: user,
        // The token: none, garbage, or a genuine signature of this or another record, for this or another kind.
        tokenOf: fc.option(fc.record({ kind, id: fc.constantFrom("00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002") }), { nil: null }),
        garbage: fc.option(fc.string(), { nil: null })
      }), { numRuns: 300, seed: 14 })
      for (const sample of samples) {
        const token = sample.tokenOf === null ? sample.garbage : yield* recordToken(sample.tokenOf.kind, sample.tokenOf.id)
        const reader: Reader = { userId: sample.userId, token }
        const allowed = yield* mayRead(sample.kind, { id: sample.id, owner: sample.owner }, reader)
        const expected = sample.owner !== null
          ? sample.userId === sample.owner
          : sample.tokenOf !== null && sample.tokenOf.kind === sample.kind && sample.tokenOf.id === sample.id
        expect(allowed, JSON.stringify(sample)).toBe(expected)
      }
    }).pipe(Effect.provide(SecretTokensMemory.layer)))
})

describe("orders and their readers", () => {
  it.effect("a guest's order opens with its token only; every order and payment call agrees", () =>
    withMemoryBackend(Effect.gen(function*() {
      const mine = yield* placeOrder(orderRequest({ idempotencyKey: "guest-1" }), null)
      const other = yield* placeOrder(orderRequest({ idempotencyKey: "guest-2", paymentMethod: "cash-on-delivery" }), null)
      expect(mine.orderToken).toBe(yield* recordToken("order", mine.id))
      expect(yield* opens(mine.id, { userId: null, token: mine.orderToken })).toBe(true)
      // A session adds nothing and takes nothing away from a guest's order.
      expect(yield* opens(mine.id, { userId: "user-ana", token: mine.orderToken })).toBe(true)
      for (const reader of [nobody, ana, { userId: null, token: other.orderToken }, { userId: null, token: yield* recordToken("sell-order", mine.id) }]) {
        expect(yield* opens(mine.id, reader), JSON.stringify(reader)).toBe(false)
        expect((yield* Effect.flip(startPayment(mine.id, reader))).code).toBe("not-found")
        expect((yield* Effect.flip(retryPayment(mine.id, reader))).code).toBe("not-found")
      }
      expect(yield* (yield* OrderRepository).paymentEvents(mine.id)).toEqual([])
    })))

  it.effect("a signed-in user's order is owned from placement and opens with that session only", () =>
    withMemoryBackend(Effect.gen(function*() {
      const mine = yield* placeOrder(orderRequest({ idempotencyKey: "owned-1" }), "user-ana")
      expect(yield* (yield* OrderRepository).ownerOfOrder(mine.id)).toEqual(Option.some("user-ana"))
      expect(yield* opens(mine.id, ana)).toBe(true)
      expect(yield* opens(mine.id, { userId: null, token: mine.orderToken })).toBe(false)
      expect(yield* opens(mine.id, { userId: "user-ion", token: mine.orderToken })).toBe(false)
      expect((yield* startPayment(mine.id, ana)).paymentState).toBe("processing")
    })))

  it.effect("replaying a guest's key while signed in answers the guest's order and attaches nothing", () =>
    withMemoryBackend(Effect.gen(function*() {
      const request = orderRequest({ idempotencyKey: "guest-then-login" })
      const first = yield* placeOrder(request, null)
      const replay = yield* placeOrder(request, "user-ana")
      expect(replay).toEqual(first)
      expect(yield* (yield* OrderRepository).ownerOfOrder(first.id)).toEqual(Option.none())
      expect(yield* opens(first.id, ana)).toBe(false)
    })))

  it.effect("another account's or a guest's replay of an account's key is a conflict; the owner's own is the order", () =>
    withMemoryBackend(Effect.gen(function*() {
      const request = orderRequest({ idempotencyKey: "owned-replayed" })
      const first = yield* placeOrder(request, "user-ana")
      for (const owner of ["user-ion", null]) {
        const refused = yield* Effect.flip(placeOrder(request, owner))
        expect(refused).toMatchObject({ _tag: "IdempotencyConflict", idempotencyKey: "owned-replayed" })
        expect(JSON.stringify(refused)).not.toContain(first.id)
      }
      expect(yield* placeOrder(request, "user-ana")).toEqual(first)
      expect(yield* (yield* OrderRepository).ownerOfOrder(first.id)).toEqual(Option.some("user-ana"))
      expect(yield* opens(first.id, ion)).toBe(false)
    })))
})
