import { describe, expect, it } from "@effect/vitest"
import { eq } from "drizzle-orm"
import { ConfigProvider, Effect, Layer, Option } from "effect"
import { OrderRepository } from "@shop/core/backend/ports/OrderRepository"
import { PaymentGateway } from "@shop/core/backend/ports/PaymentGateway"
import { SellOrderRepository } from "@shop/core/backend/ports/SellOrderRepository"
import { suiteDataset } from "@shop/core/test-support/backend/dataset"
import { pricedOrderOf } from "@shop/core/test-support/backend/orderRepositorySuite"
import { sandboxLink } from "@shop/core/test-support/backend/paymentGatewaySuite"
import { sampleSellOrders } from "@shop/core/test-support/backend/sellOrderRepositorySuite"
import { Database } from "../../src/postgres/Database.ts"
import { OrderRepositoryPg } from "../../src/postgres/repositories/OrderRepositoryPg.ts"
import { PaymentGatewaySandbox } from "../../src/postgres/repositories/PaymentGatewaySandbox.ts"
import { SellOrderRepositoryPg } from "../../src/postgres/repositories/SellOrderRepositoryPg.ts"
import { payments, products } from "../../src/postgres/schema/index.ts"
import { paymentsSetting } from "../../src/postgres/startup.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/**
 * What the security review asked of the SQL adapters beyond the contract suites: ids nobody can
 * guess, the sandbox's secret stored per payment, the expiry sweep racing with shoppers, and the
 * gateway chosen by configuration.
 */

/** A version-4 UUID as gen_random_uuid / crypto.randomUUID write it. */
const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const stockOf = (productId: number) =>
  Effect.gen(function* () {
    const database = yield* Database
    const [row] = yield* database.query("stock", (db) => db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))
    return row?.stock
  })

for (const variant of testVariants()) {
  describe(`security of the stores on ${variant.name}`, () => {
    const shared = shareDatabase(variant)
    const layer = () =>
      Layer.mergeAll(OrderRepositoryPg.layer, SellOrderRepositoryPg.layer, PaymentGatewaySandbox.layer).pipe(
        Layer.provideMerge(shared.seeded(suiteDataset)),
        Layer.orDie
      )

    it.effect("order, sell-order and payment ids are random version-4 UUIDs, never a sequence", () =>
      Effect.gen(function* () {
        const orders = yield* OrderRepository
        const sellOrders = yield* SellOrderRepository
        const placed = yield* Effect.forEach([0, 1, 2, 3, 4], (i) => orders.placeOrder(pricedOrderOf([104], `fp-${i}`), `ids-${i}`, null))
        const sample = sampleSellOrders[1]
        if (sample === undefined) throw new Error("sample missing")
        const sold = yield* Effect.forEach([0, 1, 2], (i) => sellOrders.save(sample, { key: `sell-ids-${i}`, fingerprint: "fp" }))
        const paymentIds = yield* Effect.all([orders.newPaymentId, orders.newPaymentId])
        const ids = [...placed.map((o) => o.id), ...sold.map((s) => s.sellOrderId), ...paymentIds]
        for (const id of ids) expect(id).toMatch(v4)
        expect(new Set(ids).size).toBe(ids.length)
        // Random, not counted: consecutive orders share no 8-hex-digit prefix (a 1 in 4 billion chance).
        expect(new Set(placed.map((o) => o.id.slice(0, 8))).size).toBe(placed.length)
        // What the reviewer tried: small integers name nothing.
        for (const id of ["1", "2", "0"]) {
          expect(yield* orders.orderById(id)).toEqual(Option.none())
          expect(yield* sellOrders.byId(id)).toEqual(Option.none())
        }
      }).pipe(Effect.provide(layer())))

    it.effect("each sandbox payment stores its own 256-bit token, and only the token opens it", () =>
      Effect.gen(function* () {
        const gateway = yield* PaymentGateway
        const orders = yield* OrderRepository
        const order = yield* orders.placeOrder(pricedOrderOf([104]), "token-order", null)
        const paymentId = yield* orders.newPaymentId
        const started = yield* gateway.start({ paymentId, orderId: order.id, market: "RO", amount: 10, method: "card" })
        const { token } = sandboxLink(started.redirectPath)
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
        const database = yield* Database
        const [row] = yield* database.query("payment row", (db) => db.select().from(payments).where(eq(payments.id, paymentId)))
        expect(row?.token).toBe(token)
        expect(yield* gateway.session(paymentId, token.slice(0, -1))).toEqual(Option.none())
        expect(Option.isSome(yield* gateway.session(paymentId, token))).toBe(true)
      }).pipe(Effect.provide(layer())))

    it.effect("the expiry sweep racing with orders and payments: no deadlock, no unit lost or made up", () =>
      Effect.gen(function* () {
        const orders = yield* OrderRepository
        const placedAt = pricedOrderOf([]).placedAt
        // Three abandoned card orders hold 101 x3 (all of it); two of them are processing.
        const abandoned = yield* Effect.forEach([0, 1, 2], (i) => orders.placeOrder(pricedOrderOf([101], `fp-old-${i}`), `old-${i}`, null))
        const paymentIds: Array<string> = []
        for (const order of abandoned.slice(0, 2)) {
          const paymentId = yield* orders.newPaymentId
          paymentIds.push(paymentId)
          yield* orders.setPaymentState({ orderId: order.id, from: "created", to: "processing", at: placedAt + 1, paymentId })
        }
        const cutoff = { placedBefore: placedAt + 1, at: placedAt + 2, paymentMethods: ["card", "instalments"] as const, states: ["created", "processing", "failed"] as const }
        const later = (i: number) => ({ ...pricedOrderOf([104, 101], `fp-new-${i}`), placedAt: placedAt + 10 })
        const results = yield* Effect.all(
          [
            Effect.map(orders.expireUnpaid(cutoff), (ids) => ({ expired: ids })),
            // One abandoned order is being paid at the same moment: it is either paid or cancelled.
            Effect.map(
              orders.setPaymentState({ orderId: abandoned[0]?.id ?? "", from: "processing", to: "paid", at: placedAt + 2, paymentId: paymentIds[0] ?? null }),
              (o) => ({ paid: o.id })
            ),
            ...[0, 1, 2, 3].map((i) => Effect.map(orders.placeOrder(later(i), `new-${i}`, null), (o) => ({ placed: o.id })))
          ],
          { concurrency: "unbounded", mode: "result" }
        )
        // Only clean refusals: a deadlock or a serialization failure would be a RepositoryError.
        for (const r of results) if (r._tag === "Failure") expect(r.failure._tag, JSON.stringify(r.failure)).not.toBe("RepositoryError")
        // Whatever interleaving happened, 101's stock is 3 minus the units of the orders still alive.
        yield* orders.expireUnpaid(cutoff)
        const alive = yield* Effect.forEach([...abandoned.map((o) => o.id), ...results.flatMap((r) => (r._tag === "Success" && "placed" in r.success ? [r.success.placed] : []))], (id) =>
          orders.orderById(id))
        const holding = alive.flatMap((o) => (Option.isSome(o) && o.value.paymentState !== "cancelled" ? [o.value] : []))
        const units101 = holding.reduce((n, o) => n + o.lines.filter((l) => l.productId === 101).length, 0)
        expect(yield* stockOf(101)).toBe(3 - units101)
        const first = yield* orders.orderById(abandoned[0]?.id ?? "")
        expect(Option.map(first, (o) => ["paid", "cancelled"].includes(o.paymentState))).toEqual(Option.some(true))
      }).pipe(Effect.provide(layer())))
  })
}

describe("PAYMENTS: which payment gateway a server runs", () => {
  const setting = (env: Record<string, string>) =>
    paymentsSetting.pipe(Effect.provide(ConfigProvider.layer(ConfigProvider.fromUnknown(env))))

  it.effect("is the sandbox for the embedded database, none with DATABASE_URL, unless PAYMENTS says", () =>
    Effect.gen(function* () {
      expect(yield* setting({})).toBe("sandbox")
      expect(yield* setting({ DATABASE_URL: " " })).toBe("sandbox")
      expect(yield* setting({ DATABASE_URL: "postgres://db/shop" })).toBe("none")
      expect(yield* setting({ DATABASE_URL: "postgres://db/shop", PAYMENTS: "sandbox" })).toBe("sandbox")
      expect(yield* setting({ PAYMENTS: "none" })).toBe("none")
      expect(yield* Effect.flip(setting({ PAYMENTS: "stripe" }))).toBeDefined()
    }))
})
