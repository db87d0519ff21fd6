import { Cause, Effect, Layer, Option, Queue, Schema, Stream } from "effect"
import { RemoteCartDocument } from "@shop/core/cart/remoteDocument"
import { readStoredCart, RemoteCartStore, RemoteCartStoreError } from "@shop/core/ports/RemoteCartStore"
import { type Fetch, type FetchFailure, fetchJson, urlOf } from "./fetchJson.ts"

/** The part of the browser's EventSource the adapter uses (the `eventsource` package has it too). */
export interface EventSourceLike {
  readonly readyState: number
  addEventListener(type: string, listener: (event: { readonly data?: unknown }) => void): void
  close(): void
}

export type OpenEventSource = (url: string) => EventSourceLike

export interface RemoteCartStoreHttpOptions {
  /** Origin of the shop, "" for the page's own origin. */
  readonly baseUrl: string
  readonly fetch?: Fetch
  /** Opens the event stream; the browser's EventSource (with the session cookie) unless said. */
  readonly openEventSource?: OpenEventSource
}

/** EventSource.CLOSED: the browser gave up reconnecting (the server refused the stream). */
const CLOSED = 2

type Operation = "get" | "save" | "subscribe"

/** GET's answer: the document the server read (lines it could not decode left out) and how many it left out. */
const GetAnswer = Schema.Struct({
  document: Schema.NullOr(Schema.Unknown),
  droppedLines: Schema.optionalKey(Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)))
})
const SaveAnswer = Schema.Struct({ saved: Schema.Literal(true) })

const storeError = (operation: Operation, uid: string, reason: "Unavailable" | "InvalidDocument", message: string) =>
  new RemoteCartStoreError({ operation, uid, reason, message })

/** 409 `invalid-document` is the server's InvalidDocument; every other failure is Unavailable. */
const toError = (operation: Operation, uid: string) => (failure: FetchFailure) =>
  failure.reason === "Status" && failure.status === 409
    ? storeError(operation, uid, "InvalidDocument", failure.message)
    : storeError(operation, uid, "Unavailable", failure.message)

const decode = (operation: Operation, uid: string, document: unknown) =>
  Schema.decodeUnknownEffect(RemoteCartDocument)(document).pipe(
    Effect.mapError((issue) => storeError(operation, uid, "InvalidDocument", issue.message))
  )

const parse = (data: unknown): unknown => {
  try {
    return typeof data === "string" ? JSON.parse(data) : undefined
  } catch {
    return undefined
  }
}

/**
 * The embedded RemoteCartStore seen from the browser: the shop's /api/carts/{uid}/ calls (fetch,
 * same-origin cookie) and its server-sent events (EventSource). The server decodes the stored
 * document; the browser decodes it again with core's schema.
 */
export const makeRemoteCartStoreHttp = (options: RemoteCartStoreHttpOptions) => {
  const fetcher: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, { credentials: "same-origin", ...init }))
  const open: OpenEventSource = options.openEventSource ??
    ((url) => new globalThis.EventSource(url, { withCredentials: true }))
  const path = (uid: string, suffix = "") => urlOf(options.baseUrl, `/api/carts/${encodeURIComponent(uid)}/${suffix}`)

  const decodedOrSkipped = (uid: string, data: unknown) =>
    decode("subscribe", uid, parse(data)).pipe(
      Effect.map(Option.some),
      Effect.catch((error) =>
        Effect.as(Effect.logWarning("Skipping an undecodable remote cart snapshot", error), Option.none<RemoteCartDocument>())
      )
    )

  return RemoteCartStore.of({
    get: Effect.fn("RemoteCartStore.get")(function* (uid: string) {
      const answer = yield* fetchJson(fetcher, path(uid), GetAnswer).pipe(Effect.mapError(toError("get", uid)))
      if (answer.document === null) return Option.none()
      // Read again with the browser's own schema: a line the server kept but this page cannot read counts too.
      const read = yield* readStoredCart(uid, answer.document)
      return Option.some({ document: read.document, droppedLines: read.droppedLines + (answer.droppedLines ?? 0) })
    }),
    save: Effect.fn("RemoteCartStore.save")(function* (uid: string, document: Partial<RemoteCartDocument>) {
      yield* fetchJson(fetcher, path(uid), SaveAnswer, { method: "PUT", body: document }).pipe(
        Effect.mapError(toError("save", uid))
      )
    }),
    subscribe: (uid: string) =>
      Stream.callback<unknown, RemoteCartStoreError>((queue) =>
        Effect.acquireRelease(
          Effect.sync(() => {
            const source = open(path(uid, "events/"))
            source.addEventListener("cart", (event) => Queue.offerUnsafe(queue, event.data))
            // A dropped connection is retried by the EventSource itself; only a refused stream ends it.
            source.addEventListener("error", () => {
              if (source.readyState === CLOSED) {
                Queue.failCauseUnsafe(queue, Cause.fail(storeError("subscribe", uid, "Unavailable", "the cart event stream was refused")))
              }
            })
            return source
          }),
          (source) => Effect.sync(() => source.close())
        )
      ).pipe(
        Stream.mapEffect((data) => decodedOrSkipped(uid, data)),
        Stream.filter(Option.isSome),
        Stream.map((some) => some.value)
      )
  })
}

export const RemoteCartStoreHttp = {
  make: makeRemoteCartStoreHttp,
  layer: (options: RemoteCartStoreHttpOptions) => Layer.succeed(RemoteCartStore, makeRemoteCartStoreHttp(options))
}
