import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import * as fc from "fast-check"
import { STATE_VERSION } from "../../src/cart/expiry.ts"
import { readRemoteCart, type RemoteCartDocument, toRemoteDocument } from "../../src/cart/remoteDocument.ts"
import { cartStateArb } from "../support/cartArbitraries.ts"

/**
 * Issue 14: a stored remote cart with a line core's schema does not decode used to read as no cart
 * at all (and was overwritten at the next login). readRemoteCart keeps every line that decodes and
 * counts the rest; only a document that is not a whole cart of this version cannot be read.
 */

/** Things a stored line may have become: wrong types, missing fields, not an object at all. */
const brokenLine = fc.constantFrom<unknown>({ bogus: true }, { id: "x", buy_price: "free" }, null, 42, "line", [], { phoneId: 7, id: "a", price: -1 })

type Lists = Pick<RemoteCartDocument, "phoneCart" | "accessoryCart" | "batteryCart">

describe("readRemoteCart", () => {
  it("reads a document that decodes as it is, nothing dropped", () => {
    fc.assert(fc.property(cartStateArb(), (cart) => {
      const document = toRemoteDocument(cart)
      expect(readRemoteCart(JSON.parse(JSON.stringify(document)))).toEqual(Result.succeed({ document, droppedLines: 0 }))
    }), { numRuns: 100, seed: 14 })
  })

  it("keeps exactly the lines that decode (and the batteries of kept devices), counting every other one (property)", () => {
    const arb = fc.record({
      cart: cartStateArb({ minLines: 1 }),
      phone: fc.array(fc.tuple(fc.nat(8), brokenLine), { maxLength: 3 }),
      loose: fc.array(fc.tuple(fc.nat(8), brokenLine), { maxLength: 3 }),
      battery: fc.array(fc.tuple(fc.nat(8), brokenLine), { maxLength: 3 }),
      // Device lines replaced by a broken one: their battery entries are orphaned.
      replaced: fc.array(fc.nat(8), { maxLength: 2 })
    })
    fc.assert(fc.property(arb, ({ cart, phone, loose, battery, replaced }) => {
      const whole = toRemoteDocument(cart)
      const insert = (list: ReadonlyArray<unknown>, broken: ReadonlyArray<readonly [number, unknown]>) => {
        const out = [...list]
        for (const [at, line] of broken) out.splice(at % (out.length + 1), 0, line)
        return out
      }
      const gone = new Set(replaced.map((i) => whole.phoneCart[i % whole.phoneCart.length]!.id))
      const phones = whole.phoneCart.map((line) => (gone.has(line.id) ? { ...line, buy_price: "gone" } : line))
      const stored = {
        ...whole,
        phoneCart: insert(phones, phone),
        accessoryCart: insert(whole.accessoryCart, loose),
        batteryCart: insert(whole.batteryCart, battery)
      }
      const read = readRemoteCart(JSON.parse(JSON.stringify(stored)))
      if (Result.isFailure(read)) throw new Error(read.failure)
      const kept: Lists = {
        phoneCart: whole.phoneCart.filter((line) => !gone.has(line.id)),
        accessoryCart: whole.accessoryCart,
        batteryCart: whole.batteryCart.filter((entry) => !gone.has(entry.phoneId))
      }
      expect(read.success.document).toEqual({ ...whole, ...kept })
      const total = stored.phoneCart.length + stored.accessoryCart.length + stored.batteryCart.length
      expect(read.success.droppedLines).toBe(total - kept.phoneCart.length - kept.accessoryCart.length - kept.batteryCart.length)
      expect(read.success.droppedLines).toBeGreaterThanOrEqual(phone.length + loose.length + battery.length)
    }), { numRuns: 200, seed: 14 })
  })

  it("cannot read what is not a whole cart of this version: a field missing, a broken stamp, another version, not an object", () => {
    const whole = toRemoteDocument(fc.sample(cartStateArb({ minLines: 1 }), { numRuns: 1, seed: 3 })[0]!)
    const withBadLine = { ...whole, accessoryCart: [...whole.accessoryCart, { bogus: true }] }
    const { batteryCart: _missing, ...withoutList } = withBadLine
    for (const stored of [
      withoutList,
      { ...withBadLine, timestamp: "yesterday" },
      { ...withBadLine, expireAt: null },
      { ...withBadLine, stateVersion: `${STATE_VERSION}-older` },
      { ...withBadLine, phoneCart: { 0: whole.phoneCart[0] } },
      null,
      "cart",
      [withBadLine]
    ]) {
      expect(Result.isFailure(readRemoteCart(stored)), JSON.stringify(stored).slice(0, 80)).toBe(true)
    }
  })
})
