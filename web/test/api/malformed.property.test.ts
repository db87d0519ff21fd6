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
import { buildSellOrderPayload, type FunnelItem, type Offer } from "@shop/core/sell/index"
import { Result } from "effect"
import { beforeAll } from "vitest"
import type { Handler } from "../support/app.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { pricedSellItem } from "../support/sell.ts"
import { newKey, orderRequest, phones } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/**
 * Every route, thrown random input: random JSON bodies, valid bodies with leaves deep inside
 * replaced by hostile values (ids of 2^31 and 1e15, -0, "NaN", strings with U+0000 and other
 * controls, lone surrogates, any Unicode), number tokens rewritten in the JSON text, random query
 * strings and path segments. The answer is never a 5xx, always JSON, a 4xx is the error shape
 * and carries no SQL, and nothing is written by a refused request (a GET writes nothing at all).
 *
 * The seed is random on every run; fast-check prints it (and the shrunk counterexample) when a
 * property fails. Replay with WEB_PROPERTY_SEED=<seed>. WEB_PROPERTY_RUNS sets the runs of a body
 * route (default 50: each run digests the database); query-only routes get six times as many (they
 * are checked once for writes, at the end). About a minute on two cores with PGlite.
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

const valid: { order: unknown; refresh: unknown; sellItem: unknown; sellOrder: unknown } = {
  order: {}, refresh: {}, sellItem: {}, sellOrder: {}
}

const routes: ReadonlyArray<RouteCase> = [
  { name: "cart-refresh", handler: CartRefresh.POST, method: "POST", path: "/api/cart-refresh/", params: [], queryNames: [], validBody: () => valid.refresh },
  { name: "related accessories", handler: RelatedAccessories.GET, method: "GET", path: "/api/get-related-accessories/", params: [], queryNames: ["countryCode", "productIds"] },
  { name: "available shapes", handler: AvailableShapes.GET, method: "GET", path: "/api/available-shapes/", params: [], queryNames: ["locale", "productId"] },
  { name: "brands", handler: Brands.GET, method: "GET", path: "/api/catalog/brands/", params: [], queryNames: ["category", "countryCode"] },
  { name: "models", handler: Models.GET, method: "GET", path: "/api/catalog/models/", params: [], queryNames: ["category", "brand", "countryCode"] },
  { name: "products", handler: Products.GET, method: "GET", path: "/api/catalog/products/", params: [], queryNames: ["category", "brandSlug", "modelSlug", "priceMin", "priceMax", "storage", "colour", "shape", "sort", "page", "pageSize", "countryCode"] },
  { name: "product", handler: Product.GET, method: "GET", path: "/api/catalog/product/", params: [], queryNames: ["id", "category", "brand", "item", "shape", "countryCode"] },
  { name: "place order", handler: Orders.POST, method: "POST", path: "/api/orders/", params: [], queryNames: [], validBody: () => valid.order },
  { name: "order", handler: OrderById.GET, method: "GET", path: "/api/orders/:orderId/", params: ["orderId"], queryNames: [] },
  { name: "payment status", handler: PaymentStatus.GET, method: "GET", path: "/api/payments/:orderId/", params: ["orderId"], queryNames: [] },
  { name: "payment start", handler: Start.POST, method: "POST", path: "/api/payments/:orderId/start/", params: ["orderId"], queryNames: [] },
  { name: "payment retry", handler: Retry.POST, method: "POST", path: "/api/payments/:orderId/retry/", params: ["orderId"], queryNames: [] },
  { name: "sandbox complete", handler: Complete.POST, method: "POST", path: "/api/payments/sandbox/:paymentId/complete/", params: ["paymentId"], queryNames: [], validBody: () => ({ outcome: "paid" }) },
  { name: "sell offers", handler: SellOffers.POST, method: "POST", path: "/api/sell/offers/", params: [], queryNames: [], validBody: () => ({ countryCode: "RO", items: [valid.sellItem] }) },
  { name: "submit sell order", handler: SellOrders.POST, method: "POST", path: "/api/sell/orders/", params: [], queryNames: [], validBody: () => valid.sellOrder },
  { name: "sell brands", handler: SellBrands.GET, method: "GET", path: "/api/sell/brands/", params: [], queryNames: ["category", "countryCode"] },
  { name: "sell models", handler: SellModels.GET, method: "GET", path: "/api/sell/models/", params: [], queryNames: ["category", "brandId", "search", "countryCode"] },
  { name: "sell order", handler: SellOrderById.GET, method: "GET", path: "/api/sell/orders/:sellOrderId/", params: ["sellOrderId"], queryNames: [] },
  { name: "lockers", handler: Lockers.GET, method: "GET", path: "/api/lockers/", params: [], queryNames: ["search", "countryCode"] },
  { name: "counties", handler: Counties.GET, method: "GET", path: "/api/counties/", params: [], queryNames: ["countryCode"] },
  { name: "localities", handler: Localities.GET, method: "GET", path: "/api/localities/", params: [], queryNames: ["county", "countryCode"] }
]

beforeAll(async () => {
  const [phone] = await phones(1)
  valid.refresh = { countryCode: "RO", lines: [{ productId: phone!.id, extraServiceIds: [], accessoryIds: [] }], accessoryIds: [] }
  valid.order = orderRequest([{ productId: phone!.id }], { idempotencyKey: newKey() })
  const item: FunnelItem = { ...(await pricedSellItem("RO")), offer: 1 }
  valid.sellItem = item
  const quoted = expectStatus(await call<{ offers: ReadonlyArray<Offer> }>(SellOffers.POST, { path: "/api/sell/offers/", body: { countryCode: "RO", items: [item] } }), 200)
  const payload = buildSellOrderPayload({
    countryCode: "RO",
    state: { step: "delivery", items: [item] },
    offers: quoted.offers,
    payment: null,
    delivery: { deliveryMethod: { name: "easybox" }, locker: { lockerId: "x" } },
    user: { email: "seller@example.com", serviceDbUserId: null },
    evaluationId: null,
    voucherCode: null,
    now: Date.now()
  })
  if (Result.isFailure(payload)) throw new Error(payload.failure.message)
  valid.sellOrder = payload.success
}, 120_000)

/** Numbers at the edges: PostgreSQL's integer, JavaScript's safe integers, doubles, signed zero. */
const edgeNumber = fc.constantFrom(
  2 ** 31, 2 ** 31 - 1, 2 ** 31 + 1, -(2 ** 31), -(2 ** 31) - 1, 1e15, -1e15, 2 ** 53, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER,
  -0, 0, -1, 1, 0.5, 1.5, 1e308, -1e308, 5e-324
)

/** Strings that break decoders, databases and logs. */
const edgeString = fc.constantFrom(
  "", " ", "0", "-0", "-1", "01", "1e3", "1e400", "NaN", "-NaN", "Infinity", "-Infinity", "null", "true", "undefined",
  "2147483647", "2147483648", "1000000000000000", "9".repeat(40), "RO", "ro", "DE", "__proto__", "constructor", "toString",
  "%", "%00", "\u0000", "a\u0000b", "\u0007", "\u001b[31m", "\u001f", "\u007f", "\t", "\r\n", "\ud800", "x\udfff", "\ufeff",
  "'; drop table products; --", "1,2,,3", "a".repeat(300), "Ştiinţă", "😀", "ΑΘΗΝΑ"
)

/** Any string, control characters and astral planes included (fast-check's "binary" unit). */
const anyString = fc.string({ unit: "binary", maxLength: 40 })

const nasty: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: edgeNumber },
  { weight: 3, arbitrary: edgeString },
  { weight: 2, arbitrary: anyString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1], { id: 1 }) }
)

type Path = ReadonlyArray<string | number>

/** Every path inside a JSON value, the root included: each one a place to break. */
const pathsOf = (value: unknown, path: Path = []): ReadonlyArray<Path> =>
  Array.isArray(value)
    ? [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))]
    : typeof value === "object" && value !== null
    ? [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))]
    : [path]

/** `value` with the thing at `path` changed by `change` (undefined removes it). */
const updateAt = (value: unknown, path: Path, change: (old: unknown) => unknown): unknown => {
  const [head, ...rest] = path
  if (head === undefined) return change(value)
  if (Array.isArray(value) && typeof head === "number") {
    const next = updateAt(value[head], rest, change)
    return next === undefined && rest.length === 0 ? value.filter((_, i) => i !== head) : value.map((item, i) => (i === head ? next : item))
  }
  if (typeof value === "object" && value !== null && typeof head === "string") {
    const { [head]: old, ...others } = value as Record<string, unknown>
    const next = updateAt(old, rest, change)
    return next === undefined && rest.length === 0 ? others : { ...others, [head]: next }
  }
  return value
}

type Mutation = (value: unknown) => unknown

/** One change at a random place of the valid body: replaced, removed, grown, or given an extra key. */
const mutationOf = (validBody: unknown): fc.Arbitrary<Mutation> => {
  const paths = pathsOf(validBody)
  const path = fc.constantFrom(...paths)
  return fc.oneof(
    fc.tuple(path, nasty).map(([at, replacement]): Mutation => (v) => updateAt(v, at, () => replacement)),
    path.map((at): Mutation => (v) => updateAt(v, at, () => undefined)),
    fc.tuple(path, anyString, nasty).map(([at, key, extra]): Mutation => (v) =>
      updateAt(v, at, (old) => (typeof old === "object" && old !== null && !Array.isArray(old) ? { ...old, [key]: extra } : old))),
    fc.tuple(path, fc.integer({ min: 2, max: 120 })).map(([at, times]): Mutation => (v) =>
      updateAt(v, at, (old) => (Array.isArray(old) ? Array.from({ length: times }, () => old[0] ?? 1) : old)))
  )
}

/** One to three changes deep in the valid body, then JSON text. */
const brokenBody = (validBody: unknown): fc.Arbitrary<string> =>
  fc.array(mutationOf(validBody), { minLength: 1, maxLength: 3 })
    .map((mutations) => JSON.stringify(mutations.reduce<unknown>((v, m) => m(v), validBody)) ?? "null")

/** The valid body's JSON text with one number token rewritten: -0, 1e400, NaN and friends only exist as text. */
const rewrittenNumbers = (validBody: unknown): fc.Arbitrary<string> => {
  const text = JSON.stringify(validBody) ?? "null"
  const tokens = [...text.matchAll(/(?<=[:\[,])-?\d+(\.\d+)?(?=[,\]}])/g)].map((m) => m.index)
  if (tokens.length === 0) return fc.constant(text)
  return fc.tuple(fc.constantFrom(...tokens), fc.constantFrom("-0", "1e400", "-1e400", "NaN", "Infinity", "2147483648", "1e15", "1.0e1", "01", "0x10", "-", "1e", "\"1\""))
    .map(([index, token]) => {
      const end = index + /^-?\d+(\.\d+)?/.exec(text.slice(index))![0].length
      return `${text.slice(0, index)}${token}${text.slice(end)}`
    })
}

const rawText = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.constantFrom("{", "[1,", "{\"countryCode\":", "\"RO\"", "true", "{}", "[]", "{\"a\":1}{", "\uFEFF{}", "{\"a\":\"\\u0000\"}", `${"[".repeat(5000)}${"]".repeat(5000)}`)
)

const bodyFor = (route: RouteCase): fc.Arbitrary<string | undefined> => {
  if (route.method === "GET") return fc.constant(undefined)
  const validBody = route.validBody?.()
  return fc.oneof(
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? "null") },
    { weight: 1, arbitrary: rawText },
    { weight: 1, arbitrary: fc.constant(undefined) },
    ...(validBody === undefined ? [] : [
      { weight: 5, arbitrary: brokenBody(validBody) },
      { weight: 2, arbitrary: rewrittenNumbers(validBody) }
    ])
  )
}

const queryValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  anyString,
  edgeString,
  fc.constantFrom("RO", "BG", "ro", "1", "1,2", "0", "-5", "61", "1e2", "1,2147483648", "smartphone", "price-asc", "apple", "128GB", "EL")
)

const queryFor = (route: RouteCase): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        route.queryNames.length === 0 ? fc.oneof(fc.string({ maxLength: 12 }), anyString) : fc.oneof(fc.constantFrom(...route.queryNames), fc.constantFrom(...route.queryNames), anyString),
        queryValue
      ),
      { maxLength: 6 }
    )
    .map((pairs) => new URLSearchParams(pairs).toString())

const segment = fc.oneof(
  fc.string({ minLength: 0, maxLength: 60 }),
  anyString,
  fc.uuid(),
  fc.constantFrom("1", "0", "2147483648", "999999999", "00000000-0000-4000-8000-000000000000", "..", "%2F", "\u0000", "a\u0000", "a".repeat(200))
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

const bodyRuns = Number(process.env["WEB_PROPERTY_RUNS"] ?? 50)
const seedSetting = process.env["WEB_PROPERTY_SEED"]
const settings = (numRuns: number) => ({ numRuns, ...(seedSetting === undefined ? {} : { seed: Number(seedSetting) }) })

/** The answer's shape: JSON, never 5xx; a 4xx is `{ error, message }` and says nothing of SQL. */
const checkAnswer = (route: RouteCase, input: unknown, answer: { status: number; text: string }): string => {
  const context = `${route.method} ${route.path} ${JSON.stringify(input).slice(0, 600)} -> ${answer.status} ${answer.text.slice(0, 300)}`
  expect(answer.status, context).toBeLessThan(500)
  expect(() => JSON.parse(answer.text), context).not.toThrow()
  if (answer.status >= 400) {
    expect(JSON.parse(answer.text), context).toMatchObject({ error: expect.any(String), message: expect.any(String) })
    expect(answer.text, context).not.toMatch(/Failed query|params:|select "/)
  }
  return context
}

describe("every route under random input", () => {
  it.each(routes.map((route) => [route.name, route] as const))("%s: never 5xx, and a refusal writes nothing", async (_name, route) => {
    if (route.method === "GET") {
      // Queries and paths only: nothing may be written at all, whatever the answer.
      const before = await databaseDigest()
      await fc.assert(
        fc.asyncProperty(paramsFor(route), queryFor(route), async (params, query) => {
          checkAnswer(route, { params, query }, await send(route, params, query, undefined))
        }),
        settings(bodyRuns * 6)
      )
      expect(await databaseDigest(), `a GET ${route.path} wrote to the database`).toBe(before)
      return
    }
    // A 2xx may write; a 4xx must leave every table as it was.
    let digest: string | undefined = await databaseDigest()
    await fc.assert(
      fc.asyncProperty(paramsFor(route), queryFor(route), bodyFor(route), async (params, query, body) => {
        const before = digest ?? (await databaseDigest())
        const answer = await send(route, params, query, body)
        const context = checkAnswer(route, { params, query, body }, answer)
        if (answer.status >= 400) {
          expect(await databaseDigest(), `${context}: a ${answer.status} wrote to the database`).toBe(before)
          digest = before
        } else {
          digest = undefined
        }
      }),
      settings(bodyRuns)
    )
  }, 300_000)
})
