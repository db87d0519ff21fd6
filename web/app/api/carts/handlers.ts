import { RemoteCartDocument } from "@shop/core/cart/remoteDocument"
import { type RemoteCartStoreError, RemoteCartStore } from "@shop/core/ports/RemoteCartStore"
import { errorAnswer } from "@shop/adapters/http/errorAnswer"
import { decodeJsonBody } from "@shop/core/backend/requests"
import { Cause, Effect, Exit, Option, Result, Schema, Stream } from "effect"
import { readBodyText } from "../../../src/server/body.ts"
import { errorResponse } from "../../../src/server/responses.ts"

/**
 * The embedded RemoteCartStore over HTTP (DESIGN: "database table + server-sent events"), what the
 * browser's RemoteCartStoreHttp calls:
 *
 *   GET /api/carts/{uid}/         200 { document: <cart> | null, droppedLines }; 409 invalid-document
 *   PUT /api/carts/{uid}/         body: some cart fields, merged into the document; 200 { saved: true }
 *   GET /api/carts/{uid}/events/  text/event-stream: `event: cart` with the document now and after each write;
 *                                 `event: signed-out` and the end once the session is gone
 *
 * Like the Firestore rules, a user reaches only `carts/{own uid}`: `resolveUid` names the signed-in
 * user of a request (the identity's session); none -> 401, another uid -> 403, a lookup that could
 * not be answered (the database down or timing out) -> 503 with Retry-After, so the browser tries
 * again instead of taking itself for signed out. The handlers are built from it and from a runner,
 * so the session check and the runtime are plugged in by the route files and tests give their own.
 */

/** The session lookup could not be answered (the database is unavailable): not the same as "no session". */
export class SessionLookupFailed extends Schema.TaggedError<SessionLookupFailed>()("SessionLookupFailed", {
  message: Schema.String
}) {}

/** The signed-in user's id for a request, or none; SessionLookupFailed when that cannot be told. */
export type ResolveUid = (request: Request) => Effect.Effect<Option.Option<string>, SessionLookupFailed>

/** Runs an Effect needing the RemoteCartStore (the server runtime, or a test layer). */
export type RunCart = <A, E>(effect: Effect.Effect<A, E, RemoteCartStore>) => Promise<Exit.Exit<A, unknown>>

/** A uid as the identities issue them (Firebase: up to 128 characters; embedded: a UUID). */
export const CartUid = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,128}$/))

const maxItems = 100
const items = Schema.Array(Schema.Unknown).check(Schema.isMaxLength(maxItems))
const Millis = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))
const lines = RemoteCartDocument.fields

/**
 * A save's keys: any of the cart's six fields and nothing else, with the types the Firestore rules
 * allow (lists of at most 100 items, integer epoch milliseconds, a version string).
 */
const CartSaveKeys = Schema.Struct({
  phoneCart: Schema.optionalKey(items),
  accessoryCart: Schema.optionalKey(items),
  batteryCart: Schema.optionalKey(items),
  timestamp: Schema.optionalKey(Millis),
  expireAt: Schema.optionalKey(Millis),
  stateVersion: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(16)))
})

/**
 * A save: those fields, each decoded with core's cart schema (RemoteCartDocument) before anything
 * is stored (issue 14: a line the schema does not read once made the whole saved cart unreadable).
 */
export const CartSaveBody = Schema.Struct({
  phoneCart: Schema.optionalKey(lines.phoneCart.check(Schema.isMaxLength(maxItems))),
  accessoryCart: Schema.optionalKey(lines.accessoryCart.check(Schema.isMaxLength(maxItems))),
  batteryCart: Schema.optionalKey(lines.batteryCart.check(Schema.isMaxLength(maxItems))),
  timestamp: Schema.optionalKey(Millis),
  expireAt: Schema.optionalKey(Millis),
  stateVersion: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(16)))
})

const decodeStrict = Schema.decodeUnknownResult(CartSaveKeys, { onExcessProperty: "error" })

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } })
/** An error answer (errorAnswer: a 503 carries Retry-After). */
const refuse = (status: number, error: string, message: string) => errorResponse(errorAnswer(status, error, message))

const encodeDocument = Schema.encodeSync(RemoteCartDocument)

/** The store's failure as an answer; anything else is logged and a 500. */
const failureAnswer = (exit: Exit.Exit<unknown, unknown>, where: string): Response => {
  const failure = Exit.isFailure(exit) ? Cause.findErrorOption(exit.cause) : Option.none()
  const error = Option.getOrUndefined(failure) as RemoteCartStoreError | undefined
  if (error?._tag === "RemoteCartStoreError") {
    if (error.reason === "InvalidDocument") return refuse(409, "invalid-document", "the stored cart does not decode")
    Effect.runSync(Effect.logError(`Remote cart store unavailable in ${where}`, error))
    return refuse(503, "unavailable", "the cart store is unavailable; try again")
  }
  if (Exit.isFailure(exit)) Effect.runSync(Effect.logError(`Unexpected failure in ${where}`, Cause.pretty(exit.cause)))
  return refuse(500, "internal", "")
}

export interface CartHandlerOptions {
  readonly resolveUid: ResolveUid
  readonly run: RunCart
  /** Comment lines keeping idle event streams open through proxies, each with a new session check; 25 s unless said. */
  readonly keepAliveMs?: number
}

type Params = { readonly params: Promise<unknown> }
const ParamsSchema = Schema.Struct({ uid: CartUid })
const decodeParams = Schema.decodeUnknownOption(ParamsSchema)

export const makeCartHandlers = (options: CartHandlerOptions) => {
  /** The path's uid when it is the signed-in user's; else the refusal. */
  const authorize = async (request: Request, context: Params): Promise<{ readonly uid: string } | Response> => {
    const params = decodeParams(await context.params)
    if (Option.isNone(params)) return refuse(404, "not-found", "no cart at this path")
    const lookup = await Effect.runPromise(Effect.result(options.resolveUid(request)))
    if (Result.isFailure(lookup)) return refuse(503, "unavailable", "the session cannot be checked now; try again")
    const session = lookup.success
    if (Option.isNone(session)) return refuse(401, "unauthorized", "sign in to use the saved cart")
    if (session.value !== params.value.uid) return refuse(403, "forbidden", "this cart belongs to another user")
    return { uid: params.value.uid }
  }

  const GET = async (request: Request, context: Params): Promise<Response> => {
    const who = await authorize(request, context)
    if (who instanceof Response) return who
    const exit = await options.run(Effect.flatMap(RemoteCartStore, (store) => store.get(who.uid)))
    if (Exit.isSuccess(exit)) {
      return json(Option.match(exit.value, {
        onNone: () => ({ document: null, droppedLines: 0 }),
        onSome: (read) => ({ document: encodeDocument(read.document), droppedLines: read.droppedLines })
      }))
    }
    return failureAnswer(exit, "GET /api/carts/{uid}/")
  }

  const PUT = async (request: Request, context: Params): Promise<Response> => {
    const who = await authorize(request, context)
    if (who instanceof Response) return who
    const text = await readBodyText(request)
    if (text._tag === "Failure") return refuse(400, "invalid-request", text.failure)
    // Core's body decoder (JSON, safe text, every line through the cart's schema); then no key
    // besides the cart's, as the Firestore rules demand. A refusal writes nothing.
    const body = decodeJsonBody(CartSaveBody, text.success)
    if (body._tag === "Failure") return refuse(400, "invalid-request", body.failure.message)
    const strict = decodeStrict(JSON.parse(text.success))
    if (strict._tag === "Failure") return refuse(400, "invalid-request", `the cart has other keys: ${strict.failure.message.slice(0, 300)}`)
    const fields: Partial<RemoteCartDocument> = body.success
    const exit = await options.run(Effect.flatMap(RemoteCartStore, (store) => store.save(who.uid, fields)))
    return Exit.isSuccess(exit) ? json({ saved: true }) : failureAnswer(exit, "PUT /api/carts/{uid}/")
  }

  /**
   * Server-sent events: `event: cart` + the document (JSON) for each snapshot. When the store's
   * subscription fails the stream ends with `event: unavailable`, and the browser's EventSource
   * reconnects (`retry: 1000`) and gets the current document again.
   */
  const EVENTS = async (request: Request, context: Params): Promise<Response> => {
    const who = await authorize(request, context)
    if (who instanceof Response) return who
    const encoder = new TextEncoder()
    const stop = new AbortController()
    request.signal.addEventListener("abort", () => stop.abort())
    const stopped = Effect.callback<void>((resume) => {
      if (stop.signal.aborted) return resume(Effect.void)
      stop.signal.addEventListener("abort", () => resume(Effect.void))
    })
    let timer: ReturnType<typeof setInterval> | undefined
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        const send = (text: string) => {
          if (!stop.signal.aborted) controller.enqueue(encoder.encode(text))
        }
        send("retry: 1000\n\n")
        // Every keep-alive asks again whose session this is: a stream outlives no logout, password
        // change or deactivation by more than one interval (the browser's reconnect then gets 401).
        // A lookup that cannot be answered (an outage) keeps the stream as it is.
        timer = setInterval(() => {
          send(": keep-alive\n\n")
          void Effect.runPromise(Effect.result(options.resolveUid(request))).then((lookup) => {
            const still = Result.isFailure(lookup) || Option.getOrUndefined(lookup.success) === who.uid
            if (still || stop.signal.aborted) return
            send("event: signed-out\ndata: {}\n\n")
            clearInterval(timer)
            stop.abort()
            controller.close()
          })
        }, options.keepAliveMs ?? 25_000)
        const subscription = Effect.flatMap(RemoteCartStore, (store) =>
          store.subscribe(who.uid).pipe(
            Stream.interruptWhen(stopped),
            Stream.runForEach((document) => Effect.sync(() => send(`event: cart\ndata: ${JSON.stringify(encodeDocument(document))}\n\n`)))
          ))
        void options.run(subscription).then((exit) => {
          if (Exit.isFailure(exit) && !stop.signal.aborted) {
            Effect.runSync(Effect.logWarning("A remote cart event stream ended", Cause.pretty(exit.cause)))
            send("event: unavailable\ndata: {}\n\n")
          }
          clearInterval(timer)
          if (!stop.signal.aborted) controller.close()
          stop.abort()
        })
      },
      cancel: () => {
        clearInterval(timer)
        stop.abort()
      }
    })
    return new Response(body, {
      status: 200,
      headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" }
    })
  }

  return { GET, PUT, EVENTS }
}
