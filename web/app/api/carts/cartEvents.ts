import "server-only"
import { RemoteCartDocument } from "@shop/core/cart/remoteDocument"
import { RemoteCartStore } from "@shop/core/ports/RemoteCartStore"
import { Cause, Effect, Exit, Option, Schema, Stream } from "effect"
import { sessionUserOf } from "../../../src/server/auth/sessionUser.ts"
import { route } from "../../../src/server/http.ts"
import { runExit } from "../../../src/server/runtime.ts"
import { CartParams, CartUid, cartUser, ownCart } from "./cartAccess.ts"

const encodeDocument = Schema.encodeSync(RemoteCartDocument)

/** Whether the request's session still names `uid`; a lookup that cannot be answered (an outage) counts as yes. */
const stillSignedIn = async (request: Request, uid: string): Promise<boolean> => {
  const exit = await runExit(sessionUserOf(request))
  return Exit.isFailure(exit) || Option.getOrUndefined(exit.value)?.id === uid
}

/**
 * Server-sent events: `event: cart` + the document (JSON) for each snapshot. When the store's
 * subscription fails the stream ends with `event: unavailable`, and the browser's EventSource
 * reconnects (`retry: 1000`) and gets the current document again.
 */
const eventStream = (uid: string, request: Request, keepAliveMs: number): Response => {
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
        void stillSignedIn(request, uid).then((still) => {
          if (still || stop.signal.aborted) return
          send("event: signed-out\ndata: {}\n\n")
          clearInterval(timer)
          stop.abort()
          controller.close()
        })
      }, keepAliveMs)
      const subscription = RemoteCartStore.use((store) =>
        store.subscribe(uid).pipe(
          Stream.interruptWhen(stopped),
          Stream.runForEach((document) => Effect.sync(() => send(`event: cart\ndata: ${JSON.stringify(encodeDocument(document))}\n\n`)))
        ))
      void runExit(subscription).then((exit) => {
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

/**
 * GET /api/carts/{uid}/events/: the user's own remote cart as server-sent events, refused as the other
 * cart calls are (cartAccess.ts). `keepAliveMs`: comment lines keeping idle streams open through
 * proxies, each with a new session check (25 s; tests take less).
 */
export const cartEvents = (keepAliveMs = 25_000) =>
  route({
    signedIn: cartUser,
    params: CartParams,
    response: Schema.Struct({ uid: CartUid }),
    handler: ({ user, params }) => Effect.map(ownCart(user, params.uid), (uid) => ({ uid })),
    reply: ({ uid }, { request }) => eventStream(uid, request, keepAliveMs)
  })
