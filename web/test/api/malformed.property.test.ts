import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { vi } from "vitest"
import * as AvailableShapes from "../../app/api/available-shapes/route.ts"
import * as CartRefresh from "../../app/api/cart-refresh/route.ts"
import * as Brands from "../../app/api/catalog/brands/route.ts"
import * as Models from "../../app/api/catalog/models/route.ts"
import * as Product from "../../app/api/catalog/product/route.ts"
import * as Products from "../../app/api/catalog/products/route.ts"
import * as Counties from "../../app/api/counties/route.ts"
import * as RelatedAccessories from "../../app/api/get-related-accessories/route.ts"
import * as Localities from "../../app/api/localities/route.ts"
import * as Lockers from "../../app/api/lockers/route.ts"
import * as OrderById from "../../app/api/orders/[orderId]/route.ts"
import * as Orders from "../../app/api/orders/route.ts"
import * as PaymentStatus from "../../app/api/payments/[orderId]/route.ts"
import * as Retry from "../../app/api/payments/[orderId]/retry/route.ts"
import * as Start from "../../app/api/payments/[orderId]/start/route.ts"
import * as Complete from "../../app/api/payments/sandbox/[paymentId]/complete/route.ts"
import * as SellBrands from "../../app/api/sell/brands/route.ts"
import * as SellModels from "../../app/api/sell/models/route.ts"
import * as SellOffers from "../../app/api/sell/offers/route.ts"
import * as SellOrderById from "../../app/api/sell/orders/[sellOrderId]/route.ts"
import * as SellOrders from "../../app/api/sell/orders/route.ts"
import type { Handler } from "../support/app.ts"
import { databaseDigest, useAppDatabase } from "../support/app.ts"
import { newKey, orderRequest, phones } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/**
 * Every route, thrown random JSON bodies (and near-valid ones with one field broken), random query
 * strings and random path segments: the answer is never a 5xx, always JSON, and a 4xx writes
 * nothing (the digest of every table is unchanged).
 */

interface RouteCase {
  readonly name: string
  readonly handler: Handler
  readonly method: "GET" | "POST"
  /** Path with `:param` placeholders. */
  readonly path: string
  readonly params: ReadonlyArray<string>
  readonly queryNames: ReadonlyArray<string>
  /** A valid body to break (POST routes with a body). */
  readonly validBody?: () => unknown
}

let validOrder: unknown = {}
let validRefresh: unknown = {}

const routes: ReadonlyArray<RouteCase> = [
  { name: "cart-refresh", handler: CartRefresh.POST, method: "POST", path: "/api/cart-refresh/", params: [], queryNames: [], validBody: () => validRefresh },
  { name: "related accessories", handler: RelatedAccessories.GET, method: "GET", path: "/api/get-related-accessories/", params: [], queryNames: ["countryCode", "productIds"] },
  { name: "available shapes", handler: AvailableShapes.GET, method: "GET", path: "/api/available-shapes/", params: [], queryNames: ["locale", "productId"] },
  { name: "brands", handler: Brands.GET, method: "GET", path: "/api/catalog/brands/", params: [], queryNames: ["category", "countryCode"] },
  { name: "models", handler: Models.GET, method: "GET", path: "/api/catalog/models/", params: [], queryNames: ["category", "brand", "countryCode"] },
  { name: "products", handler: Products.GET, method: "GET", path: "/api/catalog/products/", params: [], queryNames: ["category", "brandSlug", "modelSlug", "priceMin", "priceMax", "storage", "colour", "shape", "sort", "page", "pageSize", "countryCode"] },
  { name: "product", handler: Product.GET, method: "GET", path: "/api/catalog/product/", params: [], queryNames: ["id", "category", "brand", "item", "shape", "countryCode"] },
  { name: "place order", handler: Orders.POST, method: "POST", path: "/api/orders/", params: [], queryNames: [], validBody: () => validOrder },
  { name: "order", handler: OrderById.GET, method: "GET", path: "/api/orders/:orderId/", params: ["orderId"], queryNames: [] },
  { name: "payment status", handler: PaymentStatus.GET, method: "GET", path: "/api/payments/:orderId/", params: ["orderId"], queryNames: [] },
  { name: "payment start", handler: Start.POST, method: "POST", path: "/api/payments/:orderId/start/", params: ["orderId"], queryNames: [] },
  { name: "payment retry", handler: Retry.POST, method: "POST", path: "/api/payments/:orderId/retry/", params: ["orderId"], queryNames: [] },
  { name: "sandbox complete", handler: Complete.POST, method: "POST", path: "/api/payments/sandbox/:paymentId/complete/", params: ["paymentId"], queryNames: [], validBody: () => ({ outcome: "paid" }) },
  { name: "sell offers", handler: SellOffers.POST, method: "POST", path: "/api/sell/offers/", params: [], queryNames: [], validBody: () => ({ countryCode: "RO", items: [{ category: 1, brand: 3, model: { id: 1, name: "iPhone 13" }, config: {}, answers: {} }] }) },
  { name: "submit sell order", handler: SellOrders.POST, method: "POST", path: "/api/sell/orders/", params: [], queryNames: [], validBody: () => sellOrderBody },
  { name: "sell brands", handler: SellBrands.GET, method: "GET", path: "/api/sell/brands/", params: [], queryNames: ["category", "countryCode"] },
  { name: "sell models", handler: SellModels.GET, method: "GET", path: "/api/sell/models/", params: [], queryNames: ["category", "brandId", "search", "countryCode"] },
  { name: "sell order", handler: SellOrderById.GET, method: "GET", path: "/api/sell/orders/:sellOrderId/", params: ["sellOrderId"], queryNames: [] },
  { name: "lockers", handler: Lockers.GET, method: "GET", path: "/api/lockers/", params: [], queryNames: ["search", "countryCode"] },
  { name: "counties", handler: Counties.GET, method: "GET", path: "/api/counties/", params: [], queryNames: ["countryCode"] },
  { name: "localities", handler: Localities.GET, method: "GET", path: "/api/localities/", params: [], queryNames: ["county", "countryCode"] }
]

const sellOrderBody = {
  countryCode: "RO",
  pickupDetailsCourier: null,
  pickupDetailsLocker: { lockerId: "x" },
  paymentDetails: null,
  orderDate: "2026-11-22T10:00:00.000Z",
  totalEstimatedOffer: 100,
  evaluationId: null,
  serviceDbUserId: null,
  userEmail: "seller@example.com",
  products: [{ brand: 3, model: 1, modelName: "iPhone 13", answers: [], category: 1, item_index: 0, isInstantSell: false, voucherCode: null, voucherValue: 0, offerWithoutVoucher: 100, offerWithVoucher: 100 }]
}

/** Values that break decoders in interesting ways. */
const nasty = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom("", " ", "0", "-1", "1e3", "NaN", "null", "RO", "ro", "__proto__", "constructor", "%", "\u0000", "9".repeat(40), "1,2,,3", "a".repeat(300)),
  fc.integer(),
  fc.double()
)

/** A valid body with one part broken: a key removed, replaced, or the whole thing wrapped. */
const broken = (valid: unknown): fc.Arbitrary<unknown> => {
  if (typeof valid !== "object" || valid === null || Array.isArray(valid)) return nasty
  const keys = Object.keys(valid)
  return fc.oneof(
    fc.constantFrom(...keys).map((key) => {
      const { [key]: _removed, ...rest } = valid as Record<string, unknown>
      return rest
    }),
    fc.tuple(fc.constantFrom(...keys), nasty).map(([key, value]) => ({ ...(valid as object), [key]: value })),
    fc.constant([valid]),
    fc.constant({ ...(valid as object), lines: [{ productId: 1 }] })
  )
}

const rawText = fc.oneof(
  fc.string(),
  fc.constantFrom("{", "[1,", "{\"countryCode\":", "\"RO\"", "true", "{}", "[]", "{\"a\":1}{", "\uFEFF{}")
)

const bodyFor = (route: RouteCase): fc.Arbitrary<string | undefined> =>
  route.method === "GET"
    ? fc.constant(undefined)
    : fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      route.validBody === undefined ? fc.jsonValue().map((v) => JSON.stringify(v)) : fc.constant(null).chain(() => broken(route.validBody!()).map((v) => JSON.stringify(v) ?? "null")),
      rawText,
      fc.constant(undefined)
    )

const queryFor = (route: RouteCase): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        route.queryNames.length === 0 ? fc.string({ maxLength: 12 }) : fc.oneof(fc.constantFrom(...route.queryNames), fc.string({ maxLength: 12 })),
        fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("RO", "BG", "DE", "ro", "1", "1,2", "0", "-5", "61", "1e2", "smartphone", "price-asc", "apple"))
      ),
      { maxLength: 6 }
    )
    .map((pairs) => new URLSearchParams(pairs).toString())

const segment = fc.oneof(
  fc.string({ minLength: 0, maxLength: 60 }),
  fc.uuid(),
  fc.constantFrom("1", "0", "999999999", "00000000-0000-4000-8000-000000000000", "..", "%2F", "a".repeat(200))
)

const paramsFor = (route: RouteCase): fc.Arbitrary<Record<string, string>> =>
  fc.tuple(...route.params.map(() => segment)).map((values) => Object.fromEntries(route.params.map((name, i) => [name, values[i] ?? ""])))

const send = async (route: RouteCase, params: Record<string, string>, query: string, body: string | undefined) => {
  let path = route.path
  for (const [name, value] of Object.entries(params)) path = path.replace(`:${name}`, encodeURIComponent(value) || "_")
  const url = `http://ro.localhost:3000${path}${query === "" ? "" : `?${query}`}`
  const request = new Request(url, {
    method: route.method,
    ...(body === undefined ? {} : { body, headers: { "content-type": "application/json" } })
  })
  const response = await route.handler(request, { params: Promise.resolve(params) })
  const text = await response.text()
  return { status: response.status, text }
}

describe("every route under random input", () => {
  it.each(routes.map((route) => [route.name, route] as const))("%s: never 5xx, and a 4xx writes nothing", async (_name, route) => {
    const [phone] = await phones(1)
    validRefresh = { countryCode: "RO", lines: [{ productId: phone!.id, extraServiceIds: [], accessoryIds: [] }], accessoryIds: [] }
    validOrder = orderRequest([{ productId: phone!.id }], { idempotencyKey: newKey() })
    // The digest of every table, kept up to date: a 2xx may write, a 4xx must leave it as it was.
    let digest = await databaseDigest()
    await fc.assert(
      fc.asyncProperty(paramsFor(route), queryFor(route), bodyFor(route), async (params, query, body) => {
        const answer = await send(route, params, query, body)
        const context = `${route.method} ${route.path} ${JSON.stringify({ params, query, body })} -> ${answer.text.slice(0, 300)}`
        expect(answer.status, context).toBeLessThan(500)
        expect(() => JSON.parse(answer.text), context).not.toThrow()
        const after = await databaseDigest()
        if (answer.status >= 400) {
          expect(JSON.parse(answer.text), context).toMatchObject({ error: expect.any(String), message: expect.any(String) })
          expect(after, `${context}: a ${answer.status} wrote to the database`).toBe(digest)
        }
        digest = after
      }),
      { numRuns: Number(process.env["WEB_PROPERTY_RUNS"] ?? 20), seed: Number(process.env["WEB_PROPERTY_SEED"] ?? 20261122) }
    )
  }, 300_000)
})
