import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { PaymentGateway } from "../../../src/backend/ports/PaymentGateway.ts"
import { suiteDataset } from "./dataset.ts"

/** Contract every PaymentGateway adapter with a caller-decided outcome (the sandbox) passes. */
export const paymentGatewaySuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<PaymentGateway>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, PaymentGateway>) => Effect.provide(effect, makeLayer(suiteDataset))
    const request = { orderId: "order-7", market: "RO", amount: 3099.5, method: "card" } as const

    it.effect("starts a pending payment with a local redirect path", () =>
      run(Effect.gen(function*() {
        const gateway = yield* PaymentGateway
        const started = yield* gateway.start(request)
        expect(started.redirectPath.startsWith("/")).toBe(true)
        expect(started.redirectPath.startsWith("//")).toBe(false)
        expect(yield* gateway.session(started.paymentId)).toEqual(
          Option.some({ ...request, paymentId: started.paymentId, status: "pending" })
        )
      })))

    it.effect("every start is a new payment, even for the same order", () =>
      run(Effect.gen(function*() {
        const gateway = yield* PaymentGateway
        const a = yield* gateway.start(request)
        const b = yield* gateway.start({ ...request, method: "instalments" })
        expect(a.paymentId).not.toBe(b.paymentId)
        expect(Option.map(yield* gateway.session(b.paymentId), (s) => s.method)).toEqual(Option.some("instalments"))
      })))

    it.effect("settles a pending payment once, with the outcome given", () =>
      run(Effect.gen(function*() {
        const gateway = yield* PaymentGateway
        const paid = yield* gateway.start(request)
        const failed = yield* gateway.start(request)
        expect((yield* gateway.complete(paid.paymentId, "paid")).status).toBe("paid")
        expect((yield* gateway.complete(failed.paymentId, "failed")).status).toBe("failed")
        expect(Option.map(yield* gateway.session(paid.paymentId), (s) => s.status)).toEqual(Option.some("paid"))
        const again = yield* Effect.flip(gateway.complete(paid.paymentId, "failed"))
        expect(again).toMatchObject({ _tag: "IllegalTransition", orderId: "order-7" })
        expect(Option.map(yield* gateway.session(paid.paymentId), (s) => s.status)).toEqual(Option.some("paid"))
      })))

    it.effect("knows nothing of an unknown payment", () =>
      run(Effect.gen(function*() {
        const gateway = yield* PaymentGateway
        expect(yield* gateway.session("no-such-payment")).toEqual(Option.none())
        expect(yield* Effect.flip(gateway.complete("no-such-payment", "paid"))).toMatchObject({ _tag: "NotFound" })
      })))
  })
