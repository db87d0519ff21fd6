import { describe, expect, it } from "@effect/vitest"
import { IdentityError } from "@shop/core/auth/identityError"
import { CartLimitsExceeded, Forbidden, NotFound, OfferChanged, productOutOfStock, RepositoryError, ValidationFailed } from "@shop/core/errors"
import { RemoteCartStoreError } from "@shop/core/ports/RemoteCartStore"
import { backendErrorAnswer } from "@shop/adapters/http/errorAnswer"
import { MarketCode } from "@shop/core/markets/index"
import { Effect, Option, Schema } from "effect"
import { vi } from "vitest"
import { MAX_BODY_BYTES } from "../../src/server/body.ts"
import { route, type SignedIn, withCookies } from "../../src/server/http.ts"
import { notAllowedExcept, unknownCall } from "../../src/server/methods.ts"

// http.ts is tested on its own: the runtime is Effect's default one, no database.
vi.mock("server-only", () => ({}))
vi.mock("../../src/server/runtime.ts", () => ({
  runExit: (effect: Effect.Effect<unknown, unknown>) => Effect.runPromiseExit(effect)
}))

const Body = Schema.Struct({ count: Schema.Number.check(Schema.isInt()), colour: Schema.Literals(["red", "blue"]) })
const Echo = Schema.Struct({ count: Schema.Number, colour: Schema.String, market: MarketCode })

const echo = route({
  body: Body,
  response: Echo,
  handler: ({ body, market }) => Effect.succeed({ ...body, market })
})

const post = (body: BodyInit | null, host = "bg.localhost:3000") =>
  echo(new Request(`http://${host}/api/echo/`, { method: "POST", body, headers: { "content-type": "application/json" } }))

const errorOf = async (response: Response) => (await response.json()) as { error: string; message: string }

describe("route: decoding", () => {
  it("decodes the body, runs the handler and encodes the answer with the request's market", async () => {
    const response = await post(JSON.stringify({ count: 2, colour: "red", extra: "ignored" }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ count: 2, colour: "red", market: "BG" })
  })

  it.each([
    ["malformed JSON", "{\"count\": 2,"],
    ["a wrong type", JSON.stringify({ count: "2", colour: "red" })],
    ["an unknown enum value", JSON.stringify({ count: 2, colour: "green" })],
    ["a missing field", JSON.stringify({ colour: "red" })],
    ["an empty body", ""],
    ["no body", null],
    ["JSON null", "null"],
    ["an array", "[]"]
  ])("answers 400 invalid-request for %s", async (_name, body) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    const error = await errorOf(response)
    expect(error.error).toBe("invalid-request")
    expect(error.message.length).toBeGreaterThan(0)
  })

  it("refuses an oversized body, declared or streamed", async () => {
    const big = JSON.stringify({ count: 1, colour: "red", pad: "x".repeat(MAX_BODY_BYTES) })
    const declared = await post(big)
    expect(declared.status).toBe(400)
    expect((await errorOf(declared)).message).toContain(String(MAX_BODY_BYTES))
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(8192)))
        controller.close()
      }
    })
    const streamed = await echo(
      new Request("http://ro.localhost/api/echo/", { method: "POST", body: stream, duplex: "half" } as RequestInit)
    )
    expect(streamed.status).toBe(400)
  })

  it("refuses bytes that are not UTF-8", async () => {
    const response = await post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))
    expect(response.status).toBe(400)
  })

  it("decodes the query string, repeated names as lists", async () => {
    const listing = route({
      query: Schema.Struct({ sort: Schema.Literals(["a", "b"]), tag: Schema.optional(Schema.Union([Schema.String, Schema.Array(Schema.String)])) }),
      response: Schema.Unknown,
      handler: ({ query }) => Effect.succeed(query)
    })
    const ok = await listing(new Request("http://ro.localhost/api/x/?sort=a&tag=1&tag=2&utm_source=x"))
    expect(await ok.json()).toEqual({ sort: "a", tag: ["1", "2"] })
    const twice = await listing(new Request("http://ro.localhost/api/x/?sort=a&sort=b"))
    expect(twice.status).toBe(400)
    const bad = await listing(new Request("http://ro.localhost/api/x/?sort=c"))
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).error).toBe("invalid-request")
  })

  it("answers 404 for path parameters that do not decode", async () => {
    const byId = route({
      params: Schema.Struct({ id: Schema.String.check(Schema.isPattern(/^\d+$/)) }),
      response: Schema.String,
      handler: ({ params }) => Effect.succeed(params.id)
    })
    const ok = await byId(new Request("http://ro.localhost/api/o/12/"), { params: Promise.resolve({ id: "12" }) })
    expect(await ok.json()).toBe("12")
    const bad = await byId(new Request("http://ro.localhost/api/o/x/"), { params: Promise.resolve({ id: "x" }) })
    expect(bad.status).toBe(404)
    expect((await errorOf(bad)).error).toBe("not-found")
  })
})

describe("route: errors", () => {
  const failing = (error: unknown) =>
    route({ response: Schema.Unknown, handler: () => Effect.fail(error) })(new Request("http://ro.localhost/api/x/"))

  it("maps backend failures by code", async () => {
    const notFound = await failing(new NotFound({ entity: "order", id: "9", message: "order 9 not found" }))
    expect(notFound.status).toBe(404)
    expect(await notFound.json()).toEqual({ error: "not-found", message: "order 9 not found" })

    const stock = await failing(productOutOfStock(7, 1, 0))
    expect(stock.status).toBe(409)
    const stockBody = (await stock.json()) as { error: string; key: string; message: string; productId: number }
    expect(stockBody.error).toBe("out-of-stock")
    expect(stockBody.key).toBe("sorry-no-stock")
    expect(stockBody.message).toBe("product 7: 1 asked, only 0 left")
    expect(stockBody.productId).toBe(7)

    const invalid = await failing(new ValidationFailed({ fields: { email: "validation.email.invalid" }, message: "invalid form" }))
    expect(invalid.status).toBe(422)
    expect(await invalid.json()).toEqual({
      error: "validation-failed",
      message: "invalid form",
      fields: { email: "validation.email.invalid" }
    })

    const down = await failing(new RepositoryError({ operation: "orders.byId", message: "connection lost" }))
    expect(down.status).toBe(503)
  })

  it("answers a storage failure with a generic 503: never the SQL or the parameters it carries", async () => {
    const leak = "Failed query: select * from orders where email = $1\nparams: ana.popescu@example.com,Strada Memorandumului 28"
    const down = await failing(new RepositoryError({ operation: "orders.byId", message: leak }))
    expect(down.status).toBe(503)
    const text = await down.text()
    expect(text).not.toContain("select")
    expect(text).not.toContain("ana.popescu")
    expect(text).not.toContain("Memorandumului")
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(["error", "message"])
  })

  it("writes exactly core's error body (one mapping for every route)", async () => {
    const failures = [
      productOutOfStock(7, 1, 0),
      new OfferChanged({ itemIndexes: [0], offers: [], message: "changed" }),
      new CartLimitsExceeded({ rule: "TooManyItems", count: 6, max: 5, modelName: null, storage: null, message: "too many" }),
      new ValidationFailed({ fields: { email: "validation.email.invalid" }, message: "invalid form" })
    ]
    for (const failure of failures) {
      const answer = await failing(failure)
      const expected = backendErrorAnswer(failure)
      expect(answer.status).toBe(expected.status)
      expect(await answer.json()).toEqual(expected.body)
    }
  })

  it("adds a route's error envelope to every error answer, without replacing error and message", async () => {
    const spec7 = route({
      errorEnvelope: { success: false, data: [] },
      query: Schema.Struct({ id: Schema.Literal("1") }),
      response: Schema.Unknown,
      handler: () => Effect.fail(new NotFound({ entity: "product", id: "1", message: "product 1 not found" }))
    })
    const missing = await spec7(new Request("http://ro.localhost/api/x/?id=1"))
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ success: false, data: [], error: "not-found", message: "product 1 not found" })
    const malformed = await spec7(new Request("http://ro.localhost/api/x/?id=2"))
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ success: false, data: [], error: "invalid-request" })
  })

  it("answers a logged 500 for an unknown failure or a defect, without details", async () => {
    const unknown = await failing(new Error("secret detail"))
    expect(unknown.status).toBe(500)
    const body = await errorOf(unknown)
    expect(body.error).toBe("internal")
    expect(body.message).not.toContain("secret")
    const defect = await route({ response: Schema.Unknown, handler: () => Effect.die("boom") })(
      new Request("http://ro.localhost/api/x/")
    )
    expect(defect.status).toBe(500)
  })

  it("answers 500 when the answer does not encode (a bug of ours, not the client's)", async () => {
    const wrong = route({ response: Schema.Number, handler: () => Effect.succeed("not a number" as unknown as number) })
    expect((await wrong(new Request("http://ro.localhost/api/x/"))).status).toBe(500)
  })
})

describe("route: the other failures every call may meet", () => {
  const failing = (error: unknown) =>
    route({ response: Schema.Unknown, handler: () => Effect.fail(error) })(new Request("http://ro.localhost/api/x/"))

  it("answers an identity failure with its code and translation key, a provider outage 503 with Retry-After", async () => {
    const refused = await failing(new IdentityError({ code: "requires-recent-login" }))
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: "requires-recent-login", message: "Please sign in again to continue.", key: "auth-requires-recent-login" })
    const limited = await failing(new IdentityError({ code: "too-many-requests", retryAfterSeconds: 42 }))
    expect([limited.status, limited.headers.get("retry-after")]).toEqual([429, "42"])
    const down = await failing(new IdentityError({ code: "network-request-failed", providerCode: "ECONNRESET" }))
    expect(down.status).toBe(503)
    expect(down.headers.get("retry-after")).toMatch(/^[1-9]\d*$/)
    expect(await down.text()).not.toContain("ECONNRESET")
  })

  it("answers the remote cart store's failures and the boundary's Forbidden", async () => {
    const storeError = (reason: "Unavailable" | "InvalidDocument") =>
      new RemoteCartStoreError({ operation: "get", uid: "ana", reason, message: "select * from carts" })
    const unreadable = await failing(storeError("InvalidDocument"))
    expect([unreadable.status, (await errorOf(unreadable)).error]).toEqual([409, "invalid-document"])
    const unreachable = await failing(storeError("Unavailable"))
    expect([unreachable.status, unreachable.headers.get("retry-after")]).toEqual([503, "5"])
    expect(await unreachable.text()).not.toContain("select")
    const forbidden = await failing(new Forbidden({ permission: "cart", message: "this cart belongs to another user" }))
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toEqual({ error: "forbidden", message: "this cart belongs to another user" })
  })
})

describe("route: signed-in calls", () => {
  const users = new Map([["token-ana", { id: "ana" }]])
  const lookup = (request: Request) => Effect.succeed(Option.fromNullishOr(users.get(request.headers.get("cookie") ?? "")))
  const ran: Array<string> = []
  const whoAmI = (signedIn: SignedIn<{ readonly id: string }>) =>
    route({
      signedIn,
      params: Schema.Struct({ id: Schema.String.check(Schema.isPattern(/^\d+$/)) }),
      body: Schema.Struct({ note: Schema.String }),
      response: Schema.Struct({ id: Schema.String, note: Schema.String }),
      handler: ({ user, body }) => Effect.sync(() => {
        ran.push(user.id)
        return { id: user.id, note: body.note }
      })
    })
  const send = (signedIn: SignedIn<{ readonly id: string }>, cookie: string | null, body: string, id = "1") =>
    whoAmI(signedIn)(
      new Request("http://ro.localhost/api/me/", { method: "POST", body, headers: cookie === null ? {} : { cookie } }),
      { params: Promise.resolve({ id }) }
    )

  it("gives the handler the session's user", async () => {
    const answer = await send({ lookup, unauthorized: "sign in first" }, "token-ana", JSON.stringify({ note: "hi" }))
    expect([answer.status, await answer.json()]).toEqual([200, { id: "ana", note: "hi" }])
  })

  it("answers 401 with the route's message before the path or the body is read, and runs nothing", async () => {
    ran.length = 0
    for (const [cookie, body, id] of [[null, JSON.stringify({ note: "hi" }), "1"], ["token-bob", "not json", "x"]] as const) {
      const answer = await send({ lookup, unauthorized: "sign in first" }, cookie, body, id)
      expect(answer.status).toBe(401)
      expect(await answer.json()).toEqual({ error: "unauthorized", message: "sign in first" })
    }
    expect(ran).toEqual([])
  })

  it("answers 503 with Retry-After, never 401, when the session cannot be looked up", async () => {
    ran.length = 0
    const down: SignedIn<{ readonly id: string }> = {
      lookup: () => Effect.fail(new RepositoryError({ operation: "sessions.lookup", message: "connection refused" })),
      unauthorized: "sign in first"
    }
    const broken: SignedIn<{ readonly id: string }> = { lookup: () => Effect.die("the pool is gone"), unauthorized: "sign in first" }
    for (const signedIn of [down, broken]) {
      const answer = await send(signedIn, "token-ana", JSON.stringify({ note: "hi" }))
      expect(answer.status).toBe(503)
      expect(answer.headers.get("retry-after")).toMatch(/^[1-9]\d*$/)
      expect((await errorOf(answer)).error).toBe("unavailable")
    }
    expect(ran).toEqual([])
  })
})

describe("route: cookies and replies", () => {
  const signIn = route({
    status: 201,
    response: Schema.Struct({ signedIn: Schema.Boolean }),
    handler: () => Effect.succeed(withCookies({ signedIn: true }, [
      { name: "shop_session", value: "a b", maxAgeSeconds: 60, httpOnly: true },
      { name: "shop_auth", value: "", maxAgeSeconds: 0, httpOnly: false }
    ]))
  })

  it("answers the value with a Set-Cookie header per cookie (encoded, Lax, HttpOnly as set)", async () => {
    const answer = await signIn(new Request("http://ro.localhost/api/in/", { method: "POST" }))
    expect([answer.status, await answer.json()]).toEqual([201, { signedIn: true }])
    expect(answer.headers.get("cache-control")).toBe("no-store")
    expect(answer.headers.getSetCookie()).toEqual([
      "shop_session=a%20b; Path=/; Max-Age=60; SameSite=Lax; HttpOnly",
      "shop_auth=; Path=/; Max-Age=0; SameSite=Lax"
    ])
  })

  it("marks the cookies Secure on https, directly or through the boundary's X-Forwarded-Proto", async () => {
    for (const request of [
      new Request("https://ro.example/api/in/", { method: "POST" }),
      new Request("http://ro.localhost/api/in/", { method: "POST", headers: { "x-forwarded-proto": "https" } })
    ]) {
      expect((await signIn(request)).headers.getSetCookie().every((cookie) => cookie.endsWith("; Secure"))).toBe(true)
    }
  })

  it("sets no cookie on a failure", async () => {
    const refused = route({
      response: Schema.Unknown,
      handler: () => Effect.fail(new IdentityError({ code: "invalid-credential" }))
    })
    const answer = await refused(new Request("http://ro.localhost/api/in/", { method: "POST" }))
    expect([answer.status, answer.headers.getSetCookie()]).toEqual([401, []])
  })

  it("lets a route write its own success (reply) from the encoded value; failures stay JSON", async () => {
    const text = route({
      query: Schema.Struct({ word: Schema.optional(Schema.String) }),
      response: Schema.Struct({ word: Schema.String }),
      handler: ({ query }) => (query.word === undefined ? Effect.fail(new NotFound({ entity: "word", id: "", message: "no word" })) : Effect.succeed({ word: query.word })),
      reply: ({ word }) => new Response(word, { headers: { "content-type": "text/plain" } })
    })
    const ok = await text(new Request("http://ro.localhost/api/w/?word=salut"))
    expect([ok.status, await ok.text()]).toEqual([200, "salut"])
    const missing = await text(new Request("http://ro.localhost/api/w/"))
    expect([missing.status, await missing.json()]).toEqual([404, { error: "not-found", message: "no word" }])
  })
})

describe("route: query names that are Object.prototype's", () => {
  it("treats toString, constructor and __proto__ as ordinary names", async () => {
    const echoQuery = route({
      query: Schema.Struct({ sort: Schema.optional(Schema.String) }),
      response: Schema.Unknown,
      handler: ({ query }) => Effect.succeed(query)
    })
    for (const name of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
      const answer = await echoQuery(new Request(`http://ro.localhost/api/x/?${name}=RO&${name}=BG&sort=a`))
      expect(answer.status, name).toBe(200)
      expect(await answer.json()).toEqual({ sort: "a" })
    }
  })
})

describe("route: control characters", () => {
  it("refuses U+0000 and other controls in any string of a body, however deep, with 400", async () => {
    const anything = route({ body: Schema.Unknown, response: Schema.Unknown, handler: () => Effect.succeed("ran") })
    const send = (body: unknown) =>
      anything(new Request("http://ro.localhost/api/x/", { method: "POST", body: JSON.stringify(body) }))
    for (const body of [{ a: "x\u0000" }, { a: [{ b: ["ok", "\u0007"] }] }, { ["k\u0000"]: 1 }, "\u001f"]) {
      const answer = await send(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect((await errorOf(answer)).error).toBe("invalid-request")
    }
    expect((await send({ details: "line 1\r\n\tline 2" })).status).toBe(200)
  })

  it("refuses control characters in the query, even on a route that reads no query", async () => {
    const noQuery = route({ response: Schema.Unknown, handler: () => Effect.succeed("ran") })
    expect((await noQuery(new Request("http://ro.localhost/api/x/?search=%00"))).status).toBe(400)
    expect((await noQuery(new Request("http://ro.localhost/api/x/?a%01=1"))).status).toBe(400)
    expect((await noQuery(new Request("http://ro.localhost/api/x/?search=Cluj"))).status).toBe(200)
  })
})

describe("methods and unknown calls", () => {
  it("answers a JSON 405 with the Allow header for the methods a route does not take", async () => {
    const { POST, DELETE } = notAllowedExcept("GET")
    const answer = await POST(new Request("http://ro.localhost/api/x/", { method: "POST" }))
    expect(answer.status).toBe(405)
    expect(answer.headers.get("allow")).toBe("GET, HEAD")
    expect(await errorOf(answer)).toMatchObject({ error: "method-not-allowed" })
    expect((await DELETE(new Request("http://ro.localhost/api/x/", { method: "DELETE" }))).status).toBe(405)
    expect(Object.keys(notAllowedExcept("POST")).sort()).toEqual(["DELETE", "GET", "OPTIONS", "PATCH", "PUT"])
  })

  it("answers OPTIONS with the methods the call takes, not every export", async () => {
    const { OPTIONS } = notAllowedExcept("POST")
    const answer = await OPTIONS(new Request("http://ro.localhost/api/x/", { method: "OPTIONS" }))
    expect(answer.status).toBe(204)
    expect(answer.headers.get("allow")).toBe("POST, OPTIONS")
  })

  it("answers a JSON 404 for every method at an unknown path", async () => {
    for (const [method, handler] of Object.entries(unknownCall())) {
      const answer = await handler(new Request("http://ro.localhost/api/nothing/here/", { method }))
      expect(answer.status, method).toBe(404)
      expect(await errorOf(answer)).toMatchObject({ error: "not-found" })
    }
  })
})
