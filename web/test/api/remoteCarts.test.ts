import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { vi } from "vitest"
import { EventSource } from "eventsource"
import { Context, Effect, Exit, Layer, Option, Scope, Stream } from "effect"
import { RepositoryError } from "@shop/core/errors"
import { RemoteCartStore } from "@shop/core/ports/RemoteCartStore"
import { remoteCartStoreSuite, sampleRemoteCart, StoredCartWriter } from "@shop/core/test-support/remoteCartStoreSuite"
import { makeRemoteCartStoreHttp } from "@shop/adapters/http/RemoteCartStoreHttp"
import { Database, type DatabaseShape } from "@shop/adapters/postgres/Database"
import { RemoteCartStorePg } from "@shop/adapters/postgres/RemoteCartStorePg"
import { carts } from "@shop/adapters/postgres/schema/index"
import { layerTestPglite } from "@shop/adapters/postgres/testDatabases"
import * as Cart from "../../app/api/carts/[uid]/route.ts"
import { cartEvents } from "../../app/api/carts/cartEvents.ts"

/** Whose session a request carries (a uid, none), or a lookup that cannot be answered (a failure). */
type ResolveUid = (request: Request) => Effect.Effect<Option.Option<string>, RepositoryError>

/**
 * The route's runtime and session lookup, as this file sets them: the cart routes run on the store of
 * the current `server`, and the session names whom `resolveUid` says.
 */
const current = vi.hoisted(() => ({
  context: undefined as unknown,
  resolveUid: undefined as unknown
}))

vi.mock("server-only", () => ({}))
vi.mock("../../src/server/runtime.ts", () => ({
  runExit: (effect: Effect.Effect<unknown, unknown, RemoteCartStore>) =>
    Effect.runPromiseExit(Effect.provide(effect, current.context as Context.Context<RemoteCartStore>))
}))
vi.mock("../../src/server/auth/sessionUser.ts", () => {
  const sessionUserOf = (request: Request) =>
    Effect.map((current.resolveUid as ResolveUid)(request), Option.map((id) => ({ id })))
  return { sessionUserOf, signedIn: (unauthorized: string) => ({ lookup: sessionUserOf, unauthorized }) }
})

/**
 * The browser's RemoteCartStoreHttp against the /api/carts/ routes over the embedded store
 * (RemoteCartStorePg on PGlite): the port's contract suite end to end (fetch and server-sent
 * events through the `eventsource` package, whose fetch is routed straight to the handlers), and
 * the session checks: only the signed-in user's own cart, bad bodies refused before anything runs.
 */
const BASE = "http://shop.test"

let scope: Scope.Closeable
let database: DatabaseShape
beforeAll(async () => {
  scope = Effect.runSync(Scope.make())
  database = Context.get(await Effect.runPromise(Layer.buildWithScope(layerTestPglite, scope)), Database)
}, 120_000)
afterAll(async () => {
  await Effect.runPromise(Scope.close(scope, Exit.void))
}, 60_000)

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

/** A server (the routes over a fresh RemoteCartStorePg on the file's database) and a fetch reaching it. */
const server = (resolveUid: ResolveUid, keepAliveMs?: number) =>
  Effect.gen(function* () {
    yield* database.query("empty carts", (db) => db.delete(carts))
    const context = yield* Layer.build(RemoteCartStorePg.layer.pipe(Layer.provide(Layer.succeed(Database, database))))
    current.context = context
    current.resolveUid = resolveUid
    const events = cartEvents(keepAliveMs)
    const fetch: Fetch = async (input, init) => {
      const request = new Request(input instanceof Request ? input : new URL(String(input), BASE), init)
      const path = new URL(request.url).pathname
      const eventsPath = /^\/api\/carts\/([^/]*)\/events\/$/.exec(path)
      const cart = /^\/api\/carts\/([^/]*)\/$/.exec(path)
      const params = (uid: string) => ({ params: Promise.resolve({ uid: decodeURIComponent(uid) }) })
      if (eventsPath !== null && request.method === "GET") return events(request, params(eventsPath[1] ?? ""))
      if (cart !== null && request.method === "GET") return Cart.GET(request, params(cart[1] ?? ""))
      if (cart !== null && request.method === "PUT") return Cart.PUT(request, params(cart[1] ?? ""))
      return Response.json({ error: "not-found", message: path }, { status: 404 })
    }
    // What another writer may leave behind the API (which decodes what it stores): written as given.
    const writeStored = (uid: string, document: unknown): Effect.Effect<void> =>
      Effect.orDie(Effect.provide(RemoteCartStore.use((store) => store.save(uid, document as never)), context))
    return { fetch, writeStored }
  })

const client = (fetch: Fetch) =>
  makeRemoteCartStoreHttp({
    baseUrl: BASE,
    fetch: (input, init) => fetch(input, init),
    openEventSource: (url) => new EventSource(url, { fetch: (input, init) => fetch(input, init) })
  })

/** The suite's requests are each signed in as the user whose cart they name. */
const ownerOfPath: ResolveUid = (request) =>
  Effect.succeed(Option.fromNullishOr(/^\/api\/carts\/([^/]+)\//.exec(new URL(request.url).pathname)?.[1]))
const signedInAs = (uid: string | undefined): ResolveUid => () => Effect.succeed(Option.fromNullishOr(uid))

remoteCartStoreSuite("RemoteCartStoreHttp against /api/carts/ (embedded store on PGlite)", () =>
  Layer.effectContext(Effect.map(server(ownerOfPath), ({ fetch, writeStored }) =>
    Context.make(RemoteCartStore, client(fetch)).pipe(Context.add(StoredCartWriter, { write: writeStored })))).pipe(Layer.orDie))

describe("/api/carts/: only the signed-in user's own cart", () => {
  it.effect("answers 401 to a visitor and 403 to another user, for reads, writes and events", () =>
    Effect.gen(function* () {
      for (const [who, status] of [[undefined, 401], ["bob", 403]] as const) {
        const { fetch } = yield* server(signedInAs(who))
        const store = client(fetch)
        const read = yield* Effect.flip(store.get("alice"))
        const write = yield* Effect.flip(store.save("alice", sampleRemoteCart))
        const live = yield* Effect.flip(Stream.runCollect(store.subscribe("alice")))
        expect([read.reason, write.reason, live.reason]).toEqual(["Unavailable", "Unavailable", "Unavailable"])
        const answer = yield* Effect.promise(() => fetch(`${BASE}/api/carts/alice/`))
        expect(answer.status).toBe(status)
        expect(Object.keys(yield* Effect.promise(() => answer.json()))).toEqual(["error", "message"])
      }
    }).pipe(Effect.scoped))

  it.effect("ends an open event stream once its session is gone (logout elsewhere, password change, deactivation)", () =>
    Effect.gen(function* () {
      let session: string | undefined = "alice"
      const { fetch } = yield* server(() => Effect.succeed(Option.fromNullishOr(session)), 40)
      const answer = yield* Effect.promise(() => fetch(`${BASE}/api/carts/alice/events/`))
      expect(answer.status).toBe(200)
      const reader = answer.body!.getReader()
      const decoder = new TextDecoder()
      let text = ""
      const readUntil = (needle: string) =>
        Effect.promise(async () => {
          while (!text.includes(needle)) {
            const chunk = await reader.read()
            if (chunk.done) return "closed"
            text += decoder.decode(chunk.value)
          }
          return "found"
        })
      expect(yield* readUntil(": keep-alive")).toBe("found")
      session = undefined
      expect(yield* readUntil("event: signed-out")).toBe("found")
      expect(yield* Effect.promise(() => reader.read())).toMatchObject({ done: true })
    }).pipe(Effect.scoped, Effect.timeout("10 seconds")))

  it.effect("lets the signed-in user read, write and follow their own cart", () =>
    Effect.gen(function* () {
      const { fetch } = yield* server(signedInAs("alice"))
      const store = client(fetch)
      yield* store.save("alice", sampleRemoteCart)
      expect(yield* store.get("alice")).toEqual(Option.some({ document: sampleRemoteCart, droppedLines: 0 }))
      expect(yield* Stream.runCollect(Stream.take(store.subscribe("alice"), 1))).toEqual([sampleRemoteCart])
    }).pipe(Effect.scoped))

  it.effect("refuses a malformed save with 400 and writes nothing", () =>
    Effect.gen(function* () {
      const { fetch } = yield* server(signedInAs("alice"))
      const put = (body: string) =>
        Effect.promise(() => fetch(`${BASE}/api/carts/alice/`, { method: "PUT", body, headers: { "content-type": "application/json" } }))
      for (const body of [
        "",
        "not json",
        "[]",
        JSON.stringify({ ...sampleRemoteCart, accessories: [] }),
        JSON.stringify({ timestamp: "1" }),
        JSON.stringify({ timestamp: 1.5 }),
        JSON.stringify({ stateVersion: "" }),
        JSON.stringify({ phoneCart: {} }),
        JSON.stringify({ batteryCart: Array.from({ length: 101 }, () => ({})) }),
        JSON.stringify({ stateVersion: "1.04\u0000" })
      ]) {
        const answer = yield* put(body)
        expect([body, answer.status]).toEqual([body, 400])
        expect((yield* Effect.promise(() => answer.json())).error).toBe("invalid-request")
      }
      const rows = yield* database.query("rows", (db) => db.select().from(carts))
      expect(rows).toEqual([])
    }).pipe(Effect.scoped))

  it.effect("refuses lines the cart's schema does not decode with 400 and writes nothing (issue 14)", () =>
    Effect.gen(function* () {
      const { fetch } = yield* server(signedInAs("alice"))
      yield* client(fetch).save("alice", sampleRemoteCart)
      const before = yield* database.query("rows", (db) => db.select().from(carts))
      const put = (body: unknown) =>
        Effect.promise(() => fetch(`${BASE}/api/carts/alice/`, { method: "PUT", body: JSON.stringify(body), headers: { "content-type": "application/json" } }))
      const [line] = sampleRemoteCart.phoneCart
      for (const body of [
        { batteryCart: [{ bogus: true }] },
        { phoneCart: [{ id: "broken" }] },
        { phoneCart: [line, { ...line, buy_price: "free" }] },
        { accessoryCart: [{ id: 1 }] },
        { batteryCart: [{ phoneId: "line-1", id: 100, price: -1 }] },
        { ...sampleRemoteCart, stateVersion: 1.04, phoneCart: [{ ...line, productId: 1.5 }] }
      ]) {
        const answer = yield* put(body)
        expect([JSON.stringify(body).slice(0, 80), answer.status]).toEqual([JSON.stringify(body).slice(0, 80), 400])
        expect((yield* Effect.promise(() => answer.json())).error).toBe("invalid-request")
      }
      expect(yield* database.query("rows", (db) => db.select().from(carts))).toEqual(before)
      expect(yield* client(fetch).get("alice")).toEqual(Option.some({ document: sampleRemoteCart, droppedLines: 0 }))
    }).pipe(Effect.scoped))

  it.effect("reads a stored cart with undecodable lines as the lines that decode, saying how many were dropped", () =>
    Effect.gen(function* () {
      const { fetch } = yield* server(signedInAs("alice"))
      const [line, other] = sampleRemoteCart.phoneCart
      // Written around the API (an older server, another writer): one bad phone line, one bad loose accessory.
      const stored = {
        ...sampleRemoteCart,
        phoneCart: [line, { ...other, buy_price: "free" }],
        accessoryCart: [...sampleRemoteCart.accessoryCart, { bogus: true }]
      }
      yield* database.query("store", (db) => db.insert(carts).values({ uid: "alice", document: stored, updatedAt: new Date() }))
      const answer = yield* Effect.promise(() => fetch(`${BASE}/api/carts/alice/`))
      expect(answer.status).toBe(200)
      const body = (yield* Effect.promise(() => answer.json())) as { document: { phoneCart: ReadonlyArray<{ id: string }> }; droppedLines: number }
      expect(body.droppedLines).toBe(2)
      expect(body.document.phoneCart.map((l) => l.id)).toEqual([line!.id])
      const read = yield* client(fetch).get("alice")
      expect(read).toEqual(Option.some({
        document: { ...sampleRemoteCart, phoneCart: [line], batteryCart: sampleRemoteCart.batteryCart.filter((b) => b.phoneId === line!.id) },
        droppedLines: 2 + sampleRemoteCart.batteryCart.filter((b) => b.phoneId !== line!.id).length
      }))
    }).pipe(Effect.scoped))

  it.effect("answers 503 unavailable with Retry-After, not 401, when the session lookup itself fails", () =>
    Effect.gen(function* () {
      const down: ResolveUid = () => Effect.fail(new RepositoryError({ operation: "sessions.lookup", message: "the database is unavailable" }))
      const { fetch } = yield* server(down)
      for (const [path, init] of [
        ["/api/carts/alice/", {}],
        ["/api/carts/alice/", { method: "PUT", body: JSON.stringify({ timestamp: 1 }) }],
        ["/api/carts/alice/events/", {}]
      ] as const) {
        const answer = yield* Effect.promise(() => fetch(`${BASE}${path}`, init))
        expect([path, answer.status]).toEqual([path, 503])
        expect(answer.headers.get("retry-after")).toMatch(/^[1-9]\d*$/)
        expect(yield* Effect.promise(() => answer.json())).toEqual({ error: "unavailable", message: expect.any(String) })
      }
      expect(yield* database.query("rows", (db) => db.select().from(carts))).toEqual([])
      // The browser's store reads it as Unavailable (retry later), not as "signed out".
      expect((yield* Effect.flip(client(fetch).get("alice"))).reason).toBe("Unavailable")
    }).pipe(Effect.scoped))

  it.effect("answers 404 for a path that names no uid", () =>
    Effect.gen(function* () {
      const { fetch } = yield* server(ownerOfPath)
      for (const uid of ["a%2Fb", "..", "x".repeat(129), "%00"]) {
        const answer = yield* Effect.promise(() => fetch(`${BASE}/api/carts/${uid}/`))
        expect([uid, answer.status]).toEqual([uid, 404])
      }
    }).pipe(Effect.scoped))

  it.effect("property: any JSON body is saved (200) or refused (400) with nothing written, never a 5xx", () =>
    Effect.gen(function* () {
      const { fetch } = yield* server(signedInAs("alice"))
      const keyArb = fc.constantFrom("phoneCart", "accessoryCart", "batteryCart", "timestamp", "expireAt", "stateVersion", "accessories", "__proto__")
      const bodyArb = fc.oneof(
        fc.jsonValue(),
        fc.dictionary(keyArb, fc.jsonValue(), { maxKeys: 4 }),
        fc.dictionary(keyArb, fc.oneof(fc.array(fc.jsonValue(), { maxLength: 3 }), fc.integer(), fc.double(), fc.string({ maxLength: 20 })), { maxKeys: 6 })
      )
      yield* Effect.promise(() =>
        fc.assert(
          fc.asyncProperty(bodyArb, async (value) => {
            await Effect.runPromise(database.query("empty carts", (db) => db.delete(carts)))
            const answer = await fetch(`${BASE}/api/carts/alice/`, { method: "PUT", body: JSON.stringify(value) })
            const body = (await answer.json()) as Record<string, unknown>
            expect([200, 400]).toContain(answer.status)
            const rows = await Effect.runPromise(database.query("rows", (db) => db.select().from(carts)))
            if (answer.status === 400) {
              expect(body["error"]).toBe("invalid-request")
              expect(rows).toEqual([])
            } else {
              expect(body).toEqual({ saved: true })
              expect(rows).toHaveLength(1)
            }
          }),
          { numRuns: 60 }
        )
      )
    }).pipe(Effect.scoped), 60_000)
})
