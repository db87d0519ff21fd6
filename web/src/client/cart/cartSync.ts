"use client"
import { applySessionDecision } from "@shop/core/account/applySession"
import { IdentityError } from "@shop/core/account/identityError"
import type { CartState } from "@shop/core/cart/cartState"
import { saveCart } from "@shop/core/cart/persistence"
import { remoteCartUpdates, saveRemoteCart, syncOnLogin } from "@shop/core/cart/sync"
import { makeIdentityHttp } from "@shop/adapters/http/IdentityHttp"
import type { SessionAnswer } from "@shop/adapters/http/IdentityHttp"
import { Effect, Option, Schedule, Stream } from "effect"
import { markUid, markedUid } from "../session/signedInMarker.ts"

/**
 * SPEC 4 "Cart persistence and sync" in the browser, with core's programs only (account/applySession,
 * cart/sync): the session decision applied, the cart settled at login (merge flag), the remote cart
 * live-subscribed. The caller owns the cart state: it passes how to read the current cart and how to
 * show a new one.
 */

export interface CartSyncHooks {
  readonly current: () => CartState
  /** Shows a cart that is already stored locally. */
  readonly show: (cart: CartState) => void
}

/** GET /api/auth/session/; when it cannot be asked the page goes on as a guest (the cart stays local). */
const sessionOf = makeIdentityHttp({ baseUrl: "" }).session.pipe(
  Effect.timeoutOrElse({ duration: "8 seconds", orElse: () => Effect.fail(new IdentityError({ code: "network-request-failed" })) }),
  Effect.catch((error) =>
    Effect.as(Effect.logWarning(`Session check failed: ${error.code}`), { decision: "anonymous", user: null } satisfies SessionAnswer)
  )
)

const hasItems = (cart: CartState) => cart.phoneCart.length + cart.accessoryCart.length + cart.batteryCart.length > 0

/**
 * The session at page load: core's decision applied (a deactivated user signed out; an auth cookie
 * without its custom token signs out and clears the cart; a failed sign-out logged), then for a kept
 * session the login sync. Returns the signed-in uid, or null.
 */
export const startSession = (hooks: CartSyncHooks) =>
  Effect.gen(function*() {
    const answer = yield* sessionOf
    const applied = yield* applySessionDecision(answer.decision)
    if (Option.isSome(applied.clearedCart)) hooks.show(applied.clearedCart.value)
    if (answer.decision !== "keep" || answer.user === null) {
      markUid(null)
      return null
    }
    const uid = answer.user.uid
    const local = hooks.current()
    const merge = markedUid() !== uid && hasItems(local)
    const settled = yield* syncOnLogin(uid, local, { merge })
    markUid(uid)
    // A change made while the login sync was out wins: it is saved remotely over the settled cart.
    if (hooks.current() !== local) yield* saveRemoteCart(uid, hooks.current())
    else hooks.show(settled)
    return uid
  })

/**
 * The live remote cart of `uid`: every snapshot core says to apply (SPEC 4: its timestamp differs from
 * the local one) is stored locally and shown. A failed stream is opened again after a pause.
 */
export const followRemoteCart = (uid: string, hooks: CartSyncHooks) =>
  remoteCartUpdates(uid, Effect.sync(hooks.current)).pipe(
    Stream.tapError((error) => Effect.logWarning("The remote cart subscription failed", error)),
    Stream.retry(Schedule.spaced("3 seconds")),
    Stream.runForEach((cart) => Effect.andThen(saveCart(cart), Effect.sync(() => hooks.show(cart))))
  )

/** A change made while signed in goes to the remote store too (the local store already has it). */
export const saveSignedInChange = (uid: string, cart: CartState) => saveRemoteCart(uid, cart)
