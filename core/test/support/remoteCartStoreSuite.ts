import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Context, Deferred, Effect, Fiber, Option, Stream } from "effect"
import type { RemoteCartDocument } from "../../src/cart/remoteDocument.ts"
import { toRemoteDocument } from "../../src/cart/remoteDocument.ts"
import { RemoteCartStore } from "../../src/ports/RemoteCartStore.ts"
import * as fc from "fast-check"
import { cartStateArb, FIXED_NOW, makeAccessory, makeCart, makeLine } from "./cartArbitraries.ts"

/** A document using every field shape the cart writes: nulls, optional keys, decimals, nesting. */
export const sampleRemoteCart: RemoteCartDocument = toRemoteDocument(makeCart({
  phoneCart: [
    makeLine({
      id: "line-1",
      available_extra_services: [{ id: 1, type: "WARRANTY", key: "warranty-12", price: 99.9 }],
      selected_extra_services: [{ type: "WARRANTY", id: 1 }],
      deviceAccessories: [
        makeAccessory({ id: 3, origin: "PDP" }),
        makeAccessory({ id: 100, type: "BATTERY", name: "New battery", price: 189.5 })
      ]
    }),
    makeLine({ id: "line-2", productId: 2, origin: "PDP - Bundle", order_id: null, buy_previous_price: null })
  ],
  accessoryCart: [makeAccessory({ id: 200, type: "WRAPPING_TAX", price: 4.99, isWrappingTax: true })]
}))

/**
 * Writes a stored document as given, bypassing any check: what another writer (an older server,
 * another client of a document database) may leave. An adapter whose `save` refuses documents that
 * do not decode (RemoteCartStoreHttp: the shop's PUT decodes first) provides one writing behind it;
 * for the others the suite writes with `save`, which stores as given.
 */
export class StoredCartWriter extends Context.Service<
  StoredCartWriter,
  { readonly write: (uid: string, document: unknown) => Effect.Effect<void> }
>()("@shop/core/test-support/StoredCartWriter") {}

/** Stores `document` for `uid` as given (StoredCartWriter, else the store's own save). */
const writeStored = (uid: string, document: unknown) =>
  Effect.gen(function*() {
    const writer = yield* Effect.serviceOption(StoredCartWriter)
    if (Option.isSome(writer)) return yield* writer.value.write(uid, document)
    yield* Effect.orDie((yield* RemoteCartStore).save(uid, document as Partial<RemoteCartDocument>))
  })

/** A document read whole: nothing left out. */
const read = (document: RemoteCartDocument) => ({ document, droppedLines: 0 })

/**
 * Contract every RemoteCartStore adapter passes (memory, embedded database + events, Firestore
 * emulator). Each test gets a fresh layer that starts with no documents for the uids used here.
 */
export const remoteCartStoreSuite = (name: string, makeLayer: () => Layer.Layer<RemoteCartStore, never, never> | Layer.Layer<RemoteCartStore | StoredCartWriter, never, never>) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, RemoteCartStore>) => Effect.provide(effect, makeLayer())

    it.effect("reads none for a user without a cart", () =>
      run(Effect.gen(function*() {
        const store = yield* RemoteCartStore
        expect(yield* store.get("user-none")).toEqual(Option.none())
      })))

    it.effect("reads back a saved document unchanged", () =>
      run(Effect.gen(function*() {
        const store = yield* RemoteCartStore
        yield* store.save("user-a", sampleRemoteCart)
        expect(yield* store.get("user-a")).toEqual(Option.some(read(sampleRemoteCart)))
      })))

    it.effect("merges a partial save into the user's document", () =>
      run(Effect.gen(function*() {
        const store = yield* RemoteCartStore
        yield* store.save("user-a", sampleRemoteCart)
        yield* store.save("user-a", { timestamp: FIXED_NOW + 5, accessoryCart: [] })
        expect(yield* store.get("user-a")).toEqual(
          Option.some(read({ ...sampleRemoteCart, timestamp: FIXED_NOW + 5, accessoryCart: [] }))
        )
      })))

    it.effect("keeps users apart", () =>
      run(Effect.gen(function*() {
        const store = yield* RemoteCartStore
        const other = { ...sampleRemoteCart, phoneCart: [] }
        yield* store.save("user-a", sampleRemoteCart)
        yield* store.save("user-b", other)
        expect(yield* store.get("user-a")).toEqual(Option.some(read(sampleRemoteCart)))
        expect(yield* store.get("user-b")).toEqual(Option.some(read(other)))
      })))

    it.effect("keeps the fields of earlier partial saves: a document completed field by field decodes", () =>
      run(Effect.gen(function*() {
        const store = yield* RemoteCartStore
        const { phoneCart, accessoryCart, ...rest } = sampleRemoteCart
        yield* store.save("user-parts", { phoneCart })
        yield* store.save("user-parts", { accessoryCart })
        yield* store.save("user-parts", rest)
        expect(yield* store.get("user-parts")).toEqual(Option.some(read(sampleRemoteCart)))
      })))

    it.effect("fails with InvalidDocument when the stored document lacks cart fields", () =>
      run(Effect.gen(function*() {
        const store = yield* RemoteCartStore
        yield* writeStored("user-partial", { timestamp: FIXED_NOW })
        const error = yield* Effect.flip(store.get("user-partial"))
        expect(error.reason).toBe("InvalidDocument")
      })))

    it.effect("reads a document with lines that do not decode as the lines that do, counting the others (issue 14)", () =>
      run(Effect.gen(function*() {
        const store = yield* RemoteCartStore
        const [line, second] = sampleRemoteCart.phoneCart
        // Written as another writer could (Firestore's rules check types, not cart lines).
        const broken = {
          ...sampleRemoteCart,
          phoneCart: [{ ...second, buy_price: "free" }, line],
          accessoryCart: [{ bogus: true }, ...sampleRemoteCart.accessoryCart]
        } as unknown as RemoteCartDocument
        yield* writeStored("user-lines", broken)
        expect(yield* store.get("user-lines")).toEqual(Option.some({
          document: { ...sampleRemoteCart, phoneCart: [line] },
          droppedLines: 2
        }))
      })))

    it.effect("streams the current document, then each later write", () =>
      run(Effect.gen(function*() {
        const store = yield* RemoteCartStore
        yield* store.save("user-live", sampleRemoteCart)
        const first = yield* Deferred.make<void>()
        const fiber = yield* store.subscribe("user-live").pipe(
          Stream.tap(() => Deferred.succeed(first, undefined)),
          Stream.take(2),
          Stream.runCollect,
          Effect.forkChild
        )
        yield* Deferred.await(first)
        yield* store.save("user-live", { timestamp: FIXED_NOW + 1 })
        const seen = yield* Fiber.join(fiber)
        expect(seen.map((d) => d.timestamp)).toEqual([sampleRemoteCart.timestamp, FIXED_NOW + 1])
        expect(seen[1]?.phoneCart).toEqual(sampleRemoteCart.phoneCart)
      })))

    it.effect("streams only the subscribed user's document", () =>
      run(Effect.gen(function*() {
        const store = yield* RemoteCartStore
        yield* store.save("user-x", sampleRemoteCart)
        const first = yield* Deferred.make<void>()
        const fiber = yield* store.subscribe("user-x").pipe(
          Stream.tap(() => Deferred.succeed(first, undefined)),
          Stream.take(2),
          Stream.runCollect,
          Effect.forkChild
        )
        yield* Deferred.await(first)
        yield* store.save("user-y", { ...sampleRemoteCart, timestamp: FIXED_NOW + 7 })
        yield* store.save("user-x", { timestamp: FIXED_NOW + 9 })
        const seen = yield* Fiber.join(fiber)
        expect(seen.map((d) => d.timestamp)).toEqual([sampleRemoteCart.timestamp, FIXED_NOW + 9])
      })))

    it.effect("streams a document written after the subscription started", () =>
      run(Effect.gen(function*() {
        const store = yield* RemoteCartStore
        // Whether the listener is attached before the write or after, the first snapshot is the document.
        const fiber = yield* store.subscribe("user-new").pipe(Stream.take(1), Stream.runCollect, Effect.forkChild)
        yield* store.save("user-new", sampleRemoteCart)
        expect(yield* Fiber.join(fiber)).toEqual([sampleRemoteCart])
      })))

    it.effect("skips a current document that does not decode, then streams it once a write completes it", () =>
      run(Effect.gen(function*() {
        const store = yield* RemoteCartStore
        const { timestamp, ...rest } = sampleRemoteCart
        yield* writeStored("user-later", { timestamp })
        const fiber = yield* store.subscribe("user-later").pipe(Stream.take(1), Stream.runCollect, Effect.forkChild)
        yield* store.save("user-later", rest)
        expect(yield* Fiber.join(fiber)).toEqual([sampleRemoteCart])
      })))

    it.effect("skips a later snapshot that does not decode and keeps streaming", () =>
      run(Effect.gen(function*() {
        const store = yield* RemoteCartStore
        yield* store.save("user-bad", sampleRemoteCart)
        const first = yield* Deferred.make<void>()
        const fiber = yield* store.subscribe("user-bad").pipe(
          Stream.tap(() => Deferred.succeed(first, undefined)),
          Stream.take(2),
          Stream.runCollect,
          Effect.forkChild
        )
        yield* Deferred.await(first)
        // A list of the right type whose line is not a cart line: only the cart's schema can tell.
        const broken = [{ id: "broken" }] as unknown as RemoteCartDocument["phoneCart"]
        yield* writeStored("user-bad", { phoneCart: broken, timestamp: FIXED_NOW + 1 })
        // Read, the line is left out and counted (with the battery entry of the line it replaced).
        expect(yield* store.get("user-bad")).toEqual(Option.some({
          document: { ...sampleRemoteCart, phoneCart: [], batteryCart: [], timestamp: FIXED_NOW + 1 },
          droppedLines: 1 + sampleRemoteCart.batteryCart.length
        }))
        yield* store.save("user-bad", { phoneCart: sampleRemoteCart.phoneCart, timestamp: FIXED_NOW + 2 })
        const seen = yield* Fiber.join(fiber)
        expect(seen.map((d) => d.timestamp)).toEqual([sampleRemoteCart.timestamp, FIXED_NOW + 2])
      })))

    it.effect("property: after any partial saves the document is their top-level merge (or InvalidDocument while incomplete)", () =>
      run(Effect.gen(function*() {
        const store = yield* RemoteCartStore
        let user = 0
        const keys = ["phoneCart", "accessoryCart", "batteryCart", "timestamp", "expireAt", "stateVersion"] as const
        const partialArb = fc.tuple(cartStateArb({ maxLines: 2 }), fc.subarray([...keys])).map(([cart, picked]) => {
          const full = toRemoteDocument(cart)
          return Object.fromEntries(picked.map((key) => [key, full[key]])) as Partial<RemoteCartDocument>
        })
        yield* Effect.promise(() =>
          fc.assert(
            fc.asyncProperty(fc.array(partialArb, { minLength: 1, maxLength: 4 }), async (saves) => {
              user += 1
              const uid = `user-prop-${user}`
              for (const fields of saves) await Effect.runPromise(store.save(uid, fields))
              const expected: Partial<RemoteCartDocument> = Object.assign({}, ...saves)
              const read = await Effect.runPromise(store.get(uid).pipe(
                Effect.match({ onFailure: (error) => ({ reason: error.reason }), onSuccess: (document) => ({ document }) })
              ))
              if (keys.every((key) => key in expected)) {
                expect(read).toEqual({ document: Option.some({ document: expected, droppedLines: 0 }) })
              } else {
                expect(read).toEqual({ reason: "InvalidDocument" })
              }
            }),
            { numRuns: 12 }
          )
        )
      })), 60_000)
  })
