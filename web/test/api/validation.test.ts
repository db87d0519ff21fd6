import { describe, expect, it } from "@effect/vitest"
import { readdirSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { vi } from "vitest"
import * as UnknownCall from "../../app/api/[...path]/route.ts"
import * as AvailableShapes from "../../app/api/available-shapes/route.ts"
import * as CartRefresh from "../../app/api/cart-refresh/route.ts"
import * as Product from "../../app/api/catalog/product/route.ts"
import * as Products from "../../app/api/catalog/products/route.ts"
import * as RelatedAccessories from "../../app/api/get-related-accessories/route.ts"
import * as Localities from "../../app/api/localities/route.ts"
import * as Lockers from "../../app/api/lockers/route.ts"
import * as SellModels from "../../app/api/sell/models/route.ts"
import * as SellOffers from "../../app/api/sell/offers/route.ts"
import * as SellOrders from "../../app/api/sell/orders/route.ts"
import type { Handler } from "../support/app.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { pricedSellItem } from "../support/sell.ts"
import { newKey, orderRequest, phones, placeOrder } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/**
 * What the decoding boundary refuses before PostgreSQL sees it (ids an `integer` cannot hold, text
 * with U+0000 or other control characters), the SPEC 7 failure envelope, and the JSON answers for
 * wrong methods and unknown calls. Every refusal is a 4xx in the one error shape and writes nothing.
 */

const int32Overflow = 2 ** 31
const largestId = 2 ** 31 - 1

/** The answer is a 400 invalid-request, and not a word of SQL came back. */
const expectInvalid = (answer: { status: number; json: unknown }, context: string) => {
  expect(answer.status, `${context}: ${JSON.stringify(answer.json).slice(0, 300)}`).toBe(400)
  expect(answer.json, context).toMatchObject({ error: "invalid-request", message: expect.any(String) })
  expect(JSON.stringify(answer.json), context).not.toMatch(/select|params:|Failed query/i)
}

const refreshLine = (productId: number) => ({ productId, extraServiceIds: [], accessoryIds: [] })

describe("ids a PostgreSQL integer cannot hold are 400, not a failed query", () => {
  it("in bodies: cart refresh, orders, sell offers", async () => {
    const [phone] = await phones(1)
    const before = await databaseDigest()
    for (const id of [int32Overflow, 1e15]) {
      expectInvalid(await call(CartRefresh.POST, { path: "/api/cart-refresh/", body: { countryCode: "RO", lines: [refreshLine(id)], accessoryIds: [] } }), `refresh ${id}`)
      expectInvalid(await call(CartRefresh.POST, { path: "/api/cart-refresh/", body: { countryCode: "RO", lines: [], accessoryIds: [id] } }), `refresh loose ${id}`)
      expectInvalid(await placeOrder(orderRequest([{ productId: id }], { idempotencyKey: newKey() })), `order ${id}`)
      expectInvalid(await placeOrder(orderRequest([{ productId: phone!.id, accessoryIds: [id] }], { idempotencyKey: newKey() })), `order accessory ${id}`)
    }
    const item = await pricedSellItem("RO")
    expectInvalid(await call(SellOffers.POST, { path: "/api/sell/offers/", body: { countryCode: "RO", items: [{ ...item, model: { ...item.model!, id: int32Overflow } }] } }), "sell model")
    expect(await databaseDigest()).toBe(before)
  })

  it("in queries: related accessories, available shapes, product, sell models", async () => {
    expectInvalid(await call(RelatedAccessories.GET, { path: `/api/get-related-accessories/?countryCode=RO&productIds=1,${int32Overflow}` }), "related")
    expectInvalid(await call(AvailableShapes.GET, { path: `/api/available-shapes/?locale=RO&productId=${int32Overflow}` }), "shapes")
    expectInvalid(await call(Product.GET, { path: `/api/catalog/product/?id=${int32Overflow}` }), "product")
    expectInvalid(await call(Product.GET, { path: "/api/catalog/product/?id=999999999999999" }), "product 1e15")
    expectInvalid(await call(SellModels.GET, { path: `/api/sell/models/?brandId=${int32Overflow}` }), "sell models")
  })

  it("the largest id is an ordinary unknown id", async () => {
    const refreshed = expectStatus(
      await call(CartRefresh.POST, { path: "/api/cart-refresh/", body: { countryCode: "RO", lines: [refreshLine(largestId)], accessoryIds: [] } }),
      200
    ) as { devices: ReadonlyArray<{ legacySellOrderId: number | null }> }
    expect(refreshed.devices[0]!.legacySellOrderId).toBeNull()
    expect((await call(Product.GET, { path: `/api/catalog/product/?id=${largestId}` })).status).toBe(404)
    expect((await placeOrder(orderRequest([{ productId: largestId }], { idempotencyKey: newKey() }))).status).toBe(404)
  })

  it("a product URL whose model id no row can have is 404", async () => {
    const answer = await call(Product.GET, { path: "/api/catalog/product/?category=telefoane&brand=apple&item=iphone-13--128-gb--blue--99999999999" })
    expect(answer.status).toBe(404)
    expect(answer.json).toMatchObject({ error: "not-found" })
  })
})

describe("text with U+0000 or other control characters is 400 wherever it is sent", () => {
  it("in order bodies: contact, address, locker", async () => {
    const [phone] = await phones(1)
    const lines = [{ productId: phone!.id }]
    const address = { county: "Cluj", locality: "Cluj-Napoca", street: "Strada Memorandumului", number: "28", postalCode: "400114", details: null }
    const before = await databaseDigest()
    const cases: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
      ["locker id", { delivery: { method: "locker", lockerId: "a\u0000b" } }],
      ["county", { delivery: { method: "courier", address: { ...address, county: "Cluj\u0000" } } }],
      ["details", { delivery: { method: "courier", address: { ...address, details: "bell\u0007" } } }],
      ["name", { contact: { name: "Ana\u0000Popescu", email: "ana.popescu@example.com", phone: "0722123456" } }],
      ["an unknown key's value", { note: "\u0000" }]
    ]
    for (const [name, extra] of cases) {
      expectInvalid(await placeOrder(orderRequest(lines, { idempotencyKey: newKey(), ...extra })), name)
    }
    expect(await databaseDigest()).toBe(before)
  })

  it("in a sell order body (serviceDbUserId)", async () => {
    const before = await databaseDigest()
    const answer = await call(SellOrders.POST, {
      path: "/api/sell/orders/",
      body: {
        countryCode: "RO",
        pickupDetailsCourier: null,
        pickupDetailsLocker: { lockerId: "x" },
        paymentDetails: null,
        orderDate: "2026-11-22T10:00:00.000Z",
        totalEstimatedOffer: 100,
        evaluationId: null,
        serviceDbUserId: "user\u0000",
        userEmail: "seller@example.com",
        products: []
      }
    })
    expectInvalid(answer, "serviceDbUserId")
    expect(await databaseDigest()).toBe(before)
  })

  it("in queries: localities, lockers, sell models, listing filters", async () => {
    const cases: ReadonlyArray<readonly [Handler, string]> = [
      [Localities.GET, "/api/localities/?county=%00"],
      [Lockers.GET, "/api/lockers/?search=%00"],
      [Lockers.GET, "/api/lockers/?search=a%1Fb"],
      [SellModels.GET, "/api/sell/models/?search=%00"],
      [Products.GET, "/api/catalog/products/?storage=%00"],
      [Products.GET, "/api/catalog/products/?brandSlug=apple%00"],
      [Product.GET, "/api/catalog/product/?category=telefoane&brand=apple&item=iphone&shape=%00"],
      [RelatedAccessories.GET, "/api/get-related-accessories/?countryCode=RO%00&productIds=1"]
    ]
    for (const [handler, path] of cases) expectInvalid(await call(handler, { path }), path)
  })
})

describe("SPEC 7 failures keep the call's envelope", () => {
  it("related accessories: success false and an empty list, with error and message", async () => {
    const unknown = await call(RelatedAccessories.GET, { path: `/api/get-related-accessories/?countryCode=RO&productIds=${largestId}` })
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual({ success: false, data: [], error: "not-found", message: expect.any(String) })
    const malformed = await call(RelatedAccessories.GET, { path: "/api/get-related-accessories/?countryCode=RO&productIds=x" })
    expect(malformed.status).toBe(400)
    expect(malformed.json).toEqual({ success: false, data: [], error: "invalid-request", message: expect.any(String) })
  })

  it("available shapes: success false and no related specs, with error and message", async () => {
    const unknown = await call(AvailableShapes.GET, { path: `/api/available-shapes/?locale=RO&productId=${largestId}` })
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual({ success: false, data: { relatedSpecs: [] }, error: "not-found", message: expect.any(String) })
    const malformed = await call(AvailableShapes.GET, { path: "/api/available-shapes/?locale=XX&productId=1" })
    expect(malformed.json).toMatchObject({ success: false, data: { relatedSpecs: [] }, error: "invalid-request" })
  })
})

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const
const twoMethodRoutes: ReadonlyArray<string> = [
  "carts/[uid]/route.ts",
  "account/settings/route.ts",
  "staff/products/[productId]/route.ts",
  "staff/staff/route.ts"
]

const apiRoot = fileURLToPath(new URL("../../app/api/", import.meta.url))

/** Every route module under app/api, as Next finds them. */
const routeFiles = (readdirSync(apiRoot, { recursive: true, encoding: "utf8" }) as ReadonlyArray<string>)
  .filter((file) => file.endsWith("route.ts"))
  .map((file) => relative(apiRoot, join(apiRoot, file)))
  .toSorted()

describe("wrong methods and unknown calls answer JSON", () => {
  it("finds the route modules", () => {
    expect(routeFiles).toContain("cart-refresh/route.ts")
    expect(routeFiles).toContain("[...path]/route.ts")
  })

  it.each(routeFiles.map((file) => [file]))(
    "%s exports every method; the ones it does not take answer a JSON 405",
    async (file) => {
      const module = (await import(join(apiRoot, file))) as Partial<Record<(typeof methods)[number], Handler>>
      for (const method of methods) {
        const handler = module[method]
        expect(typeof handler, `${file} ${method}`).toBe("function")
      }
      if (file === "[...path]/route.ts") return
      let refused = 0
      for (const method of methods) {
        const response = await module[method]!(new Request(`http://ro.localhost:3000/api/${file}`, { method }), { params: Promise.resolve({}) })
        const body = (await response.json()) as unknown
        if (response.status !== 405) continue
        refused++
        expect(response.headers.get("allow"), file).toMatch(/^(GET, HEAD|POST|GET, PUT, HEAD|GET, POST, HEAD|GET, PATCH, HEAD|PATCH)$/)
        expect(body, `${file} ${method}`).toMatchObject({ error: "method-not-allowed", message: expect.any(String) })
      }
      // Each call takes one method (the remote cart GET and PUT, the account settings GET and POST, a staff
      // product GET and PATCH, the staff list GET and POST); the others are refused, and OPTIONS names them.
      expect(refused, file).toBe(methods.length - (twoMethodRoutes.includes(file) ? 2 : 1))
      const options = await (module as { OPTIONS?: Handler }).OPTIONS?.(new Request(`http://ro.localhost:3000/api/${file}`, { method: "OPTIONS" }), { params: Promise.resolve({}) })
      expect(options?.status, file).toBe(204)
      expect(options?.headers.get("allow"), file).toMatch(/^(GET, HEAD|POST|GET, PUT, HEAD|GET, POST, HEAD|GET, PATCH, HEAD|PATCH), OPTIONS$/)
    }
  )

  it("an unknown /api/ path answers a JSON 404 for every method", async () => {
    for (const method of [...methods, "OPTIONS"] as const) {
      const handler = UnknownCall[method]
      const response = await handler(new Request("http://ro.localhost:3000/api/no-such-call/", { method }))
      expect(response.status, method).toBe(404)
      expect(await response.json(), method).toMatchObject({ error: "not-found", message: expect.any(String) })
    }
  })
})
