import { describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { Accessory } from "@shop/core/cart/accessory"
import { CartRefreshBody } from "@shop/core/cart/refresh/body"
import { CartRefreshResponse } from "@shop/core/cart/refresh/response"
import { ShopApi } from "@shop/core/ports/ShopApi"
import { shopApiSuite } from "@shop/core/test-support/shopApiSuite"
import { ShopApiFetch } from "../../src/http/ShopApiFetch.ts"
import { ShopApiMemory } from "../../src/memory/ShopApiMemory.ts"
import type { Fetch } from "../../src/http/fetchJson.ts"
import { shopDataset } from "../memory/shopSeed.ts"

/**
 * A backend double for the fetch adapter: it answers the SPEC 7 calls over a fake `fetch` with the
 * wire format of web/app/api (success envelopes, failure envelopes with a 404), computing the data
 * with the memory adapter seeded with the suite's fixture. What this proves is the adapter's half of
 * the conversation (URLs, query names, body, decoding); the contract with the real backend is pinned
 * by the Pact tests of contracts/.
 */
const shopApi = Effect.gen(function*() {
  return yield* ShopApi
})
const memory = Effect.runSync(Effect.provide(shopApi, ShopApiMemory.layer(shopDataset)))

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })
const encodeAccessories = Schema.encodeSync(Schema.Array(Accessory))

const requests: Array<{ readonly url: string; readonly method: string; readonly body: string | null }> = []

const backend: Fetch = async (input, init) => {
  const url = new URL(input, "http://ro.localhost")
  requests.push({ url: `${url.pathname}${url.search}`, method: init?.method ?? "GET", body: typeof init?.body === "string" ? init.body : null })
  if (url.pathname === "/api/cart-refresh/" && init?.method === "POST") {
    const body = Schema.decodeUnknownSync(CartRefreshBody)(JSON.parse(String(init.body)))
    return json(200, Schema.encodeSync(CartRefreshResponse)(await Effect.runPromise(memory.cartRefresh(body))))
  }
  if (url.pathname === "/api/get-related-accessories/") {
    const ids = (url.searchParams.get("productIds") ?? "").split(",").map(Number)
    const data = await Effect.runPromise(memory.relatedAccessories("RO", ids))
    return data.length === 0
      ? json(404, { success: false, data: [], error: "not_found", message: "no such product" })
      : json(200, { success: true, data: encodeAccessories(data) })
  }
  if (url.pathname === "/api/available-shapes/") {
    const shapes = await Effect.runPromise(memory.availableShapes("ro", Number(url.searchParams.get("productId"))))
    return shapes === ""
      ? json(404, { success: false, data: { relatedSpecs: [] }, error: "not_found", message: "no such product" })
      : json(200, { success: true, data: { relatedSpecs: [{ name: "storage", items: ["128 GB"] }, { name: "shape", items: shapes.split(",") }] } })
  }
  return json(404, { error: "not_found", message: "unknown path" })
}

shopApiSuite("ShopApiFetch", () => ShopApiFetch.layer({ baseUrl: "", fetch: backend }))

describe("ShopApiFetch on the wire", () => {
  const run = <A, E>(effect: Effect.Effect<A, E, ShopApi>, fetcher: Fetch = backend) =>
    Effect.provide(effect, ShopApiFetch.layer({ baseUrl: "http://ro.localhost:3000/", fetch: fetcher }))

  it.effect("sends the SPEC 7 query names with upper-case country and locale", () =>
    run(Effect.gen(function*() {
      requests.length = 0
      const api = yield* ShopApi
      yield* api.relatedAccessories("RO", [101, 7])
      yield* api.availableShapes("el", 101)
      expect(requests.map((r) => r.url)).toEqual([
        "/api/get-related-accessories/?countryCode=RO&productIds=101%2C7",
        "/api/available-shapes/?locale=EL&productId=101"
      ])
    })))

  it.effect("posts the refresh body as JSON", () =>
    run(Effect.gen(function*() {
      requests.length = 0
      const api = yield* ShopApi
      const body = { countryCode: "BG" as const, lines: [{ productId: 101, extraServiceIds: [1], accessoryIds: [] }], accessoryIds: [41] }
      yield* api.cartRefresh(body)
      expect(requests).toEqual([{ url: "/api/cart-refresh/", method: "POST", body: JSON.stringify(body) }])
    })))

  it.effect("reports an undecodable refresh answer as InvalidResponse (the cart module then clears the cart)", () =>
    run(
      Effect.gen(function*() {
        const api = yield* ShopApi
        const error = yield* Effect.flip(api.cartRefresh({ countryCode: "RO", lines: [], accessoryIds: [] }))
        expect([error.operation, error.reason, error.status]).toEqual(["cartRefresh", "InvalidResponse", 200])
      }),
      async () => json(200, { devices: "not a list" })
    ))

  it.effect("reports a 500 as Status with the backend's message, and a refused connection as Network", () =>
    Effect.gen(function*() {
      const failing = yield* Effect.flip(run(
        Effect.flatMap(shopApi, (api) => api.cartRefresh({ countryCode: "RO", lines: [], accessoryIds: [] })),
        async () => json(500, { error: "internal", message: "The server failed" })
      ))
      expect([failing.reason, failing.status, failing.message]).toEqual(["Status", 500, "The server failed"])
      const offline = yield* Effect.flip(run(
        Effect.flatMap(shopApi, (api) => api.availableShapes("ro", 101)),
        async () => {
          throw new TypeError("fetch failed")
        }
      ))
      expect([offline.operation, offline.reason]).toEqual(["availableShapes", "Network"])
    }))

  it.effect("maps success false to an empty list and an empty string, whatever the status", () =>
    run(
      Effect.gen(function*() {
        const api = yield* ShopApi
        expect(yield* api.relatedAccessories("RO", [101])).toEqual([])
        expect(yield* api.availableShapes("ro", 101)).toBe("")
      }),
      async (input) =>
        String(input).includes("related")
          ? json(200, { success: false, data: [] })
          : json(200, { success: false, data: { relatedSpecs: [{ name: "shape", items: ["excellent"] }] } })
    ))
})
