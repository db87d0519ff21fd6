import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { parseSandboxLink, type SandboxLink } from "../../../src/backend/payments/sandboxLink.ts"
import { PaymentGateway } from "../../../src/backend/ports/PaymentGateway.ts"
import { suiteDataset } from "./dataset.ts"

/** The payment id and token of a sandbox redirect `/sandbox-pay/<id>/?token=<token>`; throws for any other path. */
export const sandboxLink = (redirectPath: string): SandboxLink => {
  const link = parseSandboxLink(redirectPath)
  if (link === undefined) throw new Error(`not a sandbox payment link: ${redirectPath}`)
  return link
}

/** Contract every PaymentGateway adapter with a caller-decided outcome (the sandbox) passes. */
export const paymentGatewaySuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<PaymentGateway>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, PaymentGateway>) => Effect.provide(effect, makeLayer(suiteDataset))
    const orderId = "00000000-0000-4000-8000-000000000007"
    const paymentIds = ["10000000-0000-4000-8000-000000000001", "10000000-0000-4000-8000-000000000002"] as const
    const request = { paymentId: paymentIds[0], orderId, market: "RO", amount: 3099.5, method: "card" } as const

    it.effect("opens a pending payment on a local page whose link carries the payment's secret token", () =>
      run(Effect.gen(function*() {
        const gateway = yield* PaymentGateway
        const started = yield* gateway.start(request)
        expect(started.paymentId).toBe(request.paymentId)
        expect(started.redirectPath.startsWith(`/sandbox-pay/${request.paymentId}/?token=`)).toBe(true)
        const { token } = sandboxLink(started.redirectPath)
        expect(token.length).toBeGreaterThanOrEqual(16)
        expect(yield* gateway.session(started.paymentId, token)).toEqual(Option.some({ ...request, status: "pending" }))
      })))

    it.effect("opening a payment again answers the same page and changes nothing", () =>
      run(Effect.gen(function*() {
        const gateway = yield* PaymentGateway
        const first = yield* gateway.start(request)
        const again = yield* gateway.start({ ...request, amount: 1 })
        expect(again).toEqual(first)
        const { token } = sandboxLink(first.redirectPath)
        expect(Option.map(yield* gateway.session(request.paymentId, token), (s) => s.amount)).toEqual(Option.some(3099.5))
      })))

    it.effect("every payment has its own token", () =>
      run(Effect.gen(function*() {
        const gateway = yield* PaymentGateway
        const a = yield* gateway.start(request)
        const b = yield* gateway.start({ ...request, paymentId: paymentIds[1], method: "instalments" })
        expect(sandboxLink(a.redirectPath).token).not.toBe(sandboxLink(b.redirectPath).token)
        expect(yield* gateway.session(paymentIds[1], sandboxLink(a.redirectPath).token)).toEqual(Option.none())
        expect(Option.map(yield* gateway.session(paymentIds[1], sandboxLink(b.redirectPath).token), (s) => s.method)).toEqual(
          Option.some("instalments")
        )
      })))

    it.effect("settles a pending payment once, with the outcome given, for the holder of its token", () =>
      run(Effect.gen(function*() {
        const gateway = yield* PaymentGateway
        const paid = sandboxLink((yield* gateway.start(request)).redirectPath)
        const failed = sandboxLink((yield* gateway.start({ ...request, paymentId: paymentIds[1] })).redirectPath)
        for (const wrong of ["", "x", failed.token, `${paid.token}x`, paid.token.toUpperCase()]) {
          if (wrong === paid.token) continue
          expect(yield* Effect.flip(gateway.complete(paid.paymentId, "paid", wrong)), wrong).toMatchObject({ _tag: "NotFound" })
        }
        expect(Option.map(yield* gateway.session(paid.paymentId, paid.token), (s) => s.status)).toEqual(Option.some("pending"))
        expect((yield* gateway.complete(paid.paymentId, "paid", paid.token)).status).toBe("paid")
        expect((yield* gateway.complete(failed.paymentId, "failed", failed.token)).status).toBe("failed")
        const again = yield* Effect.flip(gateway.complete(paid.paymentId, "failed", paid.token))
        expect(again).toMatchObject({ _tag: "IllegalTransition", orderId })
        expect(Option.map(yield* gateway.session(paid.paymentId, paid.token), (s) => s.status)).toEqual(Option.some("paid"))
      })))

    it.effect("knows nothing of an unknown payment, nor of a malformed id", () =>
      run(Effect.gen(function*() {
        const gateway = yield* PaymentGateway
        for (const id of ["no-such-payment", "1", "10000000-0000-4000-8000-0000000000ff"]) {
          expect(yield* gateway.session(id, "token")).toEqual(Option.none())
          expect(yield* Effect.flip(gateway.complete(id, "paid", "token"))).toMatchObject({ _tag: "NotFound" })
        }
      })))

    it.effect("refunds a paid payment up to what was paid, each refund id once; refuses a pending payment and knows no unknown one", () =>
      run(Effect.gen(function*() {
        const gateway = yield* PaymentGateway
        expect(gateway.canRefund).toBe(true)
        const paid = sandboxLink((yield* gateway.start(request)).redirectPath)
        const pending = sandboxLink((yield* gateway.start({ ...request, paymentId: paymentIds[1] })).redirectPath)
        yield* gateway.complete(paid.paymentId, "paid", paid.token)
        expect(yield* gateway.refund({ refundId: "return:1", paymentId: paid.paymentId, amount: 1000.25 }))
          .toEqual({ refundId: "return:1", paymentId: paid.paymentId, amount: 1000.25 })
        // The same id again answers the first refund, whatever the amount now.
        expect(yield* gateway.refund({ refundId: "return:1", paymentId: paid.paymentId, amount: 5 }))
          .toEqual({ refundId: "return:1", paymentId: paid.paymentId, amount: 1000.25 })
        expect(yield* Effect.flip(gateway.refund({ refundId: "return:2", paymentId: paid.paymentId, amount: 2099.26 }))).toMatchObject({ _tag: "IllegalTransition" })
        expect((yield* gateway.refund({ refundId: "return:2", paymentId: paid.paymentId, amount: 2099.25 })).amount).toBe(2099.25)
        expect(yield* Effect.flip(gateway.refund({ refundId: "return:3", paymentId: paid.paymentId, amount: 0.01 }))).toMatchObject({ _tag: "IllegalTransition" })
        expect(yield* Effect.flip(gateway.refund({ refundId: "pending", paymentId: pending.paymentId, amount: 1 }))).toMatchObject({ _tag: "IllegalTransition" })
        for (const id of ["no-such-payment", "10000000-0000-4000-8000-0000000000ff"]) {
          expect(yield* Effect.flip(gateway.refund({ refundId: `x-${id}`, paymentId: id, amount: 1 }))).toMatchObject({ _tag: "NotFound" })
        }
      })))
  })
