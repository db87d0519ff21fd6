"use client"
import { applySessionDecision, identityErrorText } from "@shop/core/auth/applySession"
import { IdentityError } from "@shop/core/auth/identityError"
import type { CartState } from "@shop/core/cart/cartState"
import { saveCart } from "@shop/core/cart/persistence"
import { loginMergeFlag, remoteCartUpdates, saveRemoteCart, syncOnLogin } from "@shop/core/cart/sync"
import { Identity } from "@shop/core/ports/Identity"
import { Effect, Option, Result, Schedule, Stream } from "effect"
import { checkSession } from "../session/sessionCheck.ts"
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
  /**
   * Firebase mode only: the custom token of the auth cookie (SPEC 7), which the page signs in to the
   * identity provider with once the server has kept the session, so the remote store's rules see the
   * user. Absent on the embedded default, where the session cookie is all the cart calls need.
   */
  readonly customToken?: () => Option.Option<string>
  /** Tells the shopper that lines of their saved cart could not be read and were left out (issue 14). */
  readonly dropped?: (lines: number) => void
}

/**
 * SPEC 7 sign-in with the cookie's custom token, for the uid the server's session names. True when the
 * provider signed in that very user; otherwise logged (the cart stays local for this page) and false.
 */
const signInToProvider = (uid: string, token: Option.Option<string>) =>
  Effect.gen(function*() {
    if (Option.isNone(token)) {
      yield* Effect.logWarning("The auth cookie has no custom token: the cart stays local")
      return false
    }
    const identity = yield* Identity
    const signedIn = yield* Effect.result(identity.signInWithCustomToken(token.value).pipe(
      Effect.timeoutOrElse({ duration: "10 seconds", orElse: () => Effect.fail(new IdentityError({ code: "network-request-failed" })) })
    ))
    if (Result.isFailure(signedIn)) {
      yield* Effect.logWarning(`Sign-in with the custom token failed: ${identityErrorText(signedIn.failure)}`)
      return false
    }
    if (signedIn.success.uid !== uid) {
      yield* Effect.logWarning("The custom token names another user than the session: signed out of the provider")
      yield* Effect.ignore(identity.signOut)
      return false
    }
    return true
  })

/**
 * The session at page load: core's decision applied (a deactivated user signed out; an auth cookie
 * without its custom token signs out and clears the cart; a failed sign-out logged), then for a kept
 * session the login sync (in Firebase mode after the provider sign-in). Returns the uid whose cart
 * is synced, or null (a guest, a provider sign-in that failed, or a session that could not be asked:
 * the cart stays local, and for the last the signed-in marker too).
 */
export const startSession = (hooks: CartSyncHooks) =>
  Effect.gen(function*() {
    // The session could not be asked: this page does not sync, and nothing is taken for signed out.
    const checked = yield* checkSession()
    if (Option.isNone(checked)) return null
    const answer = checked.value
    const applied = yield* applySessionDecision(answer.decision)
    if (Option.isSome(applied.clearedCart)) hooks.show(applied.clearedCart.value)
    if (answer.decision !== "keep" || answer.user === null) {
      markUid(null)
      return null
    }
    const uid = answer.user.uid
    if (hooks.customToken !== undefined && !(yield* signInToProvider(uid, hooks.customToken()))) return null
    const local = hooks.current()
    const merge = loginMergeFlag(markedUid(), uid, local)
    const { cart: settled, droppedLines } = yield* syncOnLogin(uid, local, { merge })
    markUid(uid)
    if (droppedLines > 0) hooks.dropped?.(droppedLines)
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
