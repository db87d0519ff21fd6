import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { vi } from "vitest"
import { pickupDays } from "@shop/core/sell/pickupDate"
import { buildSellOrderPayload, type FunnelItem, type Offer } from "@shop/core/sell/index"
import { Result } from "effect"
import { afterAll, beforeAll } from "vitest"
import * as SellOffers from "../../app/api/sell/offers/route.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { pricedSellItem } from "../support/sell.ts"
import { signedInUser } from "../support/session.ts"
import { signedInStaff } from "../support/staffSession.ts"
import { newKey, orderRequest, phones } from "../support/shop.ts"
import { type RouteCase, routes, valid } from "./malformedRoutes.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/**
 * Every route (malformedRoutes.ts: every call under /api/, the account's with a signed-in shopper's
 * cookie), thrown random input: random JSON bodies, valid bodies with leaves deep inside
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

/** The signed-in shopper the account's calls are made as, and ids worth putting in a path. */
const shopper = { cookie: "", ids: [] as Array<string> }
/** The admin the staff console's calls are made as. */
const staff = { cookie: "" }

beforeAll(async () => {
  const user = await signedInUser()
  shopper.cookie = user.cookie
  shopper.ids.push(user.id)
  const admin = await signedInStaff("admin")
  staff.cookie = admin.cookie
  shopper.ids.push(admin.staff.id)
  valid.pickupDate = pickupDays("RO", Date.now())[0]!
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
  // A call that takes no body still gets one now and then: it must ignore it, never fail on it.
  if (route.validBody === undefined) return fc.oneof(fc.constant(undefined), rawText)
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
  fc.constantFrom("1", "0", "2147483648", "999999999", "00000000-0000-4000-8000-000000000000", "..", "%2F", "\u0000", "a\u0000", "a".repeat(200)),
  // The shopper's own id: their saved cart, so a cart call gets past "another user's".
  fc.constant(null).map(() => shopper.ids[0] ?? "")
)

const paramsFor = (route: RouteCase): fc.Arbitrary<Record<string, string>> =>
  fc.tuple(...route.params.map(() => segment)).map((values) => Object.fromEntries(route.params.map((name, i) => [name, values[i] ?? ""])))

/** What this run tried, printed at the end (the README quotes it). */
const tried = { requests: 0, routes: new Set<string>() }

afterAll(() => {
  console.log(`malformed-input property test: ${tried.requests} requests over ${tried.routes.size} of ${routes.length} calls`)
})

const send = async (route: RouteCase, params: Record<string, string>, query: string, body: string | undefined) => {
  tried.requests++
  tried.routes.add(route.name)
  let path = route.path
  for (const [name, value] of Object.entries(params)) path = path.replace(`:${name}`, encodeURIComponent(value) || "_")
  const url = `http://ro.localhost:3000${path}${query === "" ? "" : `?${query}`}`
  const headers: Record<string, string> = {
    ...(body === undefined ? {} : { "content-type": "application/json" }),
    ...(route.signedIn === true ? { cookie: shopper.cookie } : {}),
    ...(route.staff === true ? { cookie: staff.cookie } : {})
  }
  const request = new Request(url, { method: route.method, headers, ...(body === undefined ? {} : { body }) })
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
