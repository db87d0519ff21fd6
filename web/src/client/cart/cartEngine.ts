import { applyCartCommand, type CartCommandContext, cartCommandContext } from "@shop/core/cart/applyCartCommand"
import { type CartEvent, droppedLinesEvents } from "@shop/core/cart/cartEvents"
import type { CartState } from "@shop/core/cart/cartState"
import type { CartCommand } from "@shop/core/cart/commands"
import type { CartLimitations } from "@shop/core/cart/limits"
import { commitCart, loadCart } from "@shop/core/cart/persistence"
import { refreshCartFromApi } from "@shop/core/cart/refresh/refreshCart"
import type { MarketCode } from "@shop/core/markets/market"
import { Analytics } from "@shop/core/ports/Analytics"
import type { CartStorage } from "@shop/core/ports/CartStorage"
import { Effect, Fiber, Result } from "effect"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { MessageValues } from "../../i18n/translator.ts"
import { CART_CHANGED_EVENT } from "../../ui/cartEvents.ts"
import { customTokenOfCookies } from "../firebase/authCookie.ts"
import { clientAuthMode, clientRuntime } from "../runtime.ts"
import type { ShopPaths } from "../shopPaths.ts"
import type { ShownToast } from "../toasts/shownToast.ts"
import type { RefreshResult } from "./cartApi.ts"
import { markCartSync } from "./cartSyncState.ts"
import { type CartSyncHooks, followRemoteCart, saveSignedInChange, startSession } from "./cartSync.ts"
import { cartToastText } from "./cartToastText.ts"

/**
 * The cart engine: everything of the cart that needs `effect` (the stored cart's Schema, core's
 * rules, the refresh, the SPEC 4 sync and its streams), loaded by CartProvider on first use rather
 * than with the page (issue 15). The provider owns the React state; the engine reads and shows the
 * cart through its host.
 */

/** What the provider lends the engine: its settings, its cart state, its toasts and text. */
export interface CartEngineHost {
  readonly market: () => MarketCode
  /** SPEC 5 limits, checked when a device is added. */
  readonly limits: () => CartLimitations
  /** The market's paths (a toast links to the cart). */
  readonly paths: () => ShopPaths
  /** The latest cart shown: a change builds on it. */
  readonly current: () => CartState
  /** Shows a cart (already stored). */
  readonly show: (cart: CartState) => void
  /** The session is settled: from now on the widgets may act (CartApi.ready). */
  readonly settled: () => void
  readonly toast: (toast: ShownToast) => void
  readonly t: (key: MessageKey, values?: MessageValues) => string
}

export interface CartEngine {
  /** Runs one command on the latest cart: the context it ran with when accepted, null when refused. */
  readonly dispatch: (command: CartCommand) => CartCommandContext | null
  /** Prices the cart again (CartApi.refresh). */
  readonly refresh: () => Promise<RefreshResult>
  /** Reads the stored cart again: another tab wrote it. */
  readonly reload: () => void
  /** Stops following the session and the remote cart (the provider unmounts). */
  readonly stop: () => void
}

const run = <A,>(effect: Effect.Effect<A, never, Analytics | CartStorage>): A =>
  clientRuntime().runSync(effect)

/** Tells the header badge of this tab (other tabs hear the storage event). */
const announce = () => window.dispatchEvent(new Event(CART_CHANGED_EVENT))

/**
 * Reads the stored cart into the host, then settles the session (SPEC 4: the session applied, the
 * cart settled at login, then the remote cart followed live) and tells the host once it is settled.
 */
export const startCartEngine = (host: CartEngineHost): CartEngine => {
  /** The signed-in user whose remote cart this page follows (SPEC 4), null for a guest. */
  let signedIn: string | null = null

  const reload = () => host.show(run(loadCart()))
  reload()

  const hooks: CartSyncHooks = {
    current: host.current,
    show: (next: CartState) => {
      host.show(next)
      announce()
    },
    // Lines of the saved cart that could not be read were left out at login (issue 14): the shopper is told.
    dropped: (lines: number) =>
      host.toast({ kind: "error", title: host.t("cart-sync-dropped-title"), body: host.t("cart-sync-dropped-body", { count: lines }) }),
    // Firebase mode: the page signs in to Firebase with the auth cookie's custom token (SPEC 7).
    ...(clientAuthMode() === "firebase" ? { customToken: () => customTokenOfCookies(document.cookie) } : {})
  }
  // The cart is ready once the session is settled: a widget acting earlier (a price refresh, an add)
  // would work on the guest cart and race the login merge.
  const session = clientRuntime().runFork(Effect.gen(function*() {
    const uid = yield* startSession(hooks).pipe(Effect.ensuring(Effect.sync(host.settled)))
    signedIn = uid
    markCartSync(uid === null ? "guest" : "signed-in")
    if (uid !== null) yield* followRemoteCart(uid, hooks)
  }))

  /** Stamps, stores and shows a change (SPEC 4: every change is stored locally, and remotely when signed in). */
  const commit = (next: CartState) => {
    const stamped = run(commitCart(next))
    host.show(stamped)
    announce()
    if (signedIn !== null) clientRuntime().runFork(saveSignedInChange(signedIn, stamped))
  }

  /** Shows core's toasts (translated here) and pushes its data-layer events. */
  const emit = (events: ReadonlyArray<CartEvent>) => {
    for (const event of events) {
      if (event._tag === "Toast") {
        host.toast(cartToastText(event.toast, host.paths(), host.t))
      } else {
        const pushed = event.event
        run(Effect.gen(function*() {
          const analytics = yield* Analytics
          yield* analytics.push(pushed)
        }))
      }
    }
  }

  /** Every change: core's applyCartCommand on the latest cart, then the change committed (unless it changed nothing) and its events shown. */
  const dispatch = (command: CartCommand): CartCommandContext | null => {
    const before = host.current()
    const context = run(cartCommandContext(command, { market: host.market(), limits: host.limits() }))
    const result = applyCartCommand(before, command, context)
    if (Result.isFailure(result)) {
      emit(result.failure.events)
      return null
    }
    if (result.success.cart !== before) commit(result.success.cart)
    emit(result.success.events)
    return context
  }

  /**
   * Prices the cart again. The answer belongs to the cart that was sent: when the cart changed while
   * the call was out (this tab, or another tab through the storage event), that answer is stale and
   * committing it would drop the change, so the refresh runs again on the new cart (twice at most).
   */
  const refresh = async (): Promise<RefreshResult> => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const sent = host.current()
      const market = host.market()
      const outcome = await clientRuntime().runPromise(Effect.result(refreshCartFromApi(sent, market)))
      if (Result.isFailure(outcome)) return { _tag: "Failed" }
      if (host.current() !== sent) continue
      commit(outcome.success.cart)
      emit(droppedLinesEvents(market, sent, outcome.success.cart))
      return outcome.success.ok ? { _tag: "Refreshed", removedCount: outcome.success.removedCount } : { _tag: "Cleared" }
    }
    return { _tag: "Failed" }
  }

  const stop = () => {
    signedIn = null
    clientRuntime().runFork(Fiber.interrupt(session))
  }

  return { dispatch, refresh, reload, stop }
}
