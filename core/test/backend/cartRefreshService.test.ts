import { describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { serverCartRefresh } from "../../src/backend/cart/refreshService.ts"
import { CartRefreshBody } from "../../src/cart/refresh/body.ts"
import { CartRefreshResponse } from "../../src/cart/refresh/response.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"

const body = (lines: CartRefreshBody["lines"], accessoryIds: ReadonlyArray<number> = []): CartRefreshBody => ({
  countryCode: "RO",
  lines,
  accessoryIds
})

describe("serverCartRefresh", () => {
  it.effect("answers one device per line with the server's price, stock and offers", () =>
    withMemoryBackend(Effect.gen(function*() {
      const answer = yield* serverCartRefresh(body([{ productId: 101, extraServiceIds: [701, 703, 9], accessoryIds: [501, 506, 601] }]))
      expect(answer.devices).toHaveLength(1)
      const device = answer.devices[0]
      expect(device).toMatchObject({
        legacySellOrderId: 9101,
        productId: 101,
        price: 3000,
        previousPrice: 3500,
        availability: 3,
        // 703 is inactive and 9 unknown: only what is offered and active is echoed.
        selectedExtraServices: [{ type: "WARRANTY", id: 701 }]
      })
      expect(device?.availableExtraServices.map((s) => s.id)).toEqual([701, 702])
      // 506 is offered but inactive: echoed, flagged, so the core reconciliation drops it; 601 is BG's.
      expect(device?.accessories.map((a) => [a.id, a.isActive])).toEqual([[501, true], [506, false]])
      expect(device?.availableAccessories.map((a) => a.id)).toEqual([501, 502, 503, 504, 505])
      expect(device?.naming.title).toBe("iPhone 13 Pro 128 GB, Sierra Blue")
    })))

  it.effect("a product out of stock or gone gets a null sell order id; lines beyond the stock too", () =>
    withMemoryBackend(Effect.gen(function*() {
      const line = (productId: number) => ({ productId, extraServiceIds: [], accessoryIds: [] })
      const answer = yield* serverCartRefresh(body([line(102), line(103), line(999), line(102), line(201)]))
      expect(answer.devices.map((d) => [d.productId, d.legacySellOrderId])).toEqual([
        [102, 9102],
        [103, null],
        [999, null],
        [102, null],
        [201, null]
      ])
    })))

  it.effect("echoes loose accessories with their isActive flag, unknown ones left out", () =>
    withMemoryBackend(Effect.gen(function*() {
      const answer = yield* serverCartRefresh(body([], [506, 502, 12345]))
      expect(answer.accessories.map((a) => [a.id, a.isActive, a.phoneId])).toEqual([[506, false, null], [502, true, null]])
    })))

  it.effect("the answer is what the client's CartRefreshResponse schema decodes", () =>
    withMemoryBackend(Effect.gen(function*() {
      const answer = yield* serverCartRefresh(body([{ productId: 104, extraServiceIds: [702], accessoryIds: [505] }], [502]))
      const wire = JSON.parse(JSON.stringify(Schema.encodeSync(CartRefreshResponse)(answer)))
      expect(Schema.decodeUnknownSync(CartRefreshResponse)(wire)).toEqual(answer)
    })))
})
