"use client"
import { applyCartCommand, cartCommandContext } from "@shop/core/cart/applyCartCommand"
import { type CartEvent, droppedLinesEvents } from "@shop/core/cart/cartEvents"
import type { CartState } from "@shop/core/cart/cartState"
import { initialCart } from "@shop/core/cart/cartState"
import type { CartCommand } from "@shop/core/cart/commands"
import { type CartFeatureFlags, sharedCartContext } from "@shop/core/cart/context"
import { CART_STORAGE_KEY_PREFIX } from "@shop/core/cart/expiry"
import type { CartLimitations } from "@shop/core/cart/limits"
import { subtotal } from "@shop/core/cart/totals"
import { commitCart, loadCart } from "@shop/core/cart/persistence"
import { refreshCartFromApi } from "@shop/core/cart/refresh/refreshCart"
import type { ShippingRates } from "@shop/core/catalog/catalogTypes"
import { shippingCostFor } from "@shop/core/orders/shipping"
import type { MarketCode } from "@shop/core/markets/market"
import { Analytics } from "@shop/core/ports/Analytics"
import type { CartStorage } from "@shop/core/ports/CartStorage"
import { Effect, Fiber, Result } from "effect"
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react"
import { CART_CHANGED_EVENT } from "../../ui/cartEvents.ts"
import { customTokenOfCookies } from "../firebase/authCookie.ts"
import { clientAuthMode, clientRuntime } from "../runtime.ts"
import { useToast } from "../toasts/Toasts.tsx"
import { useT } from "../useT.ts"
import { followRemoteCart, saveSignedInChange, startSession } from "./cartSync.ts"
import { type CartApi, cartActions, type CartDispatch, type RefreshResult } from "./cartApi.ts"
import { cartToastText } from "./cartToastText.ts"

const CartContext = createContext<CartApi | null>(null)

/** The cart of the page's storefront; needs a CartProvider (ShopClient mounts one). */
export const useCart = (): CartApi => {
  const api = useContext(CartContext)
  if (api === null) throw new Error("useCart needs a CartProvider above it")
  return api
}

const run = <A,>(effect: Effect.Effect<A, never, Analytics | CartStorage>): A =>
  clientRuntime().runSync(effect)

/**
 * Holds the cart in React state, the stored cart being the truth: it is read after hydration, and
 * again when another tab writes it. A ref keeps the latest cart so actions called one after another
 * (add device, then its accessory) each build on the previous change.
 */
export function CartProvider(props: {
  readonly market: MarketCode
  readonly flags: CartFeatureFlags
  readonly shippingRates: ShippingRates
  readonly limits: CartLimitations
  readonly children: ReactNode
}) {
  const { market, flags, limits, shippingRates } = props
  const t = useT()
  const toast = useToast()
  const [cart, setCart] = useState<CartState>(() => initialCart(0))
  const [ready, setReady] = useState(false)
  const latest = useRef<CartState>(cart)
  /** The signed-in user whose remote cart this page follows (SPEC 4), null for a guest. */
  const signedIn = useRef<string | null>(null)

  const adopt = useCallback((next: CartState) => {
    latest.current = next
    setCart(next)
  }, [])

  useEffect(() => {
    const reload = () => adopt(run(loadCart()))
    reload()
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(CART_STORAGE_KEY_PREFIX)) reload()
    }
    window.addEventListener("storage", onStorage)
    return () => window.removeEventListener("storage", onStorage)
  }, [adopt])

  /**
   * Lines of the saved cart that could not be read were left out at login (issue 14): the shopper is
   * told, not left to find out. A ref, so the session effect below does not start again when the
   * translator changes.
   */
  const droppedNotice = useRef<(lines: number) => void>(() => undefined)
  droppedNotice.current = (lines) =>
    toast({ kind: "error", title: t("cart-sync-dropped-title"), body: t("cart-sync-dropped-body", { count: lines }) })

  /** SPEC 4 sync: the session applied, the cart settled at login, then the remote cart followed live. */
  useEffect(() => {
    const hooks = {
      current: () => latest.current,
      show: (next: CartState) => {
        adopt(next)
        window.dispatchEvent(new Event(CART_CHANGED_EVENT))
      },
      dropped: (lines: number) => droppedNotice.current(lines),
      // Firebase mode: the page signs in to Firebase with the auth cookie's custom token (SPEC 7).
      ...(clientAuthMode() === "firebase" ? { customToken: () => customTokenOfCookies(document.cookie) } : {})
    }
    // The cart is ready once the session is settled: a widget acting earlier (a price refresh, an add)
    // would work on the guest cart and race the login merge.
    const fiber = clientRuntime().runFork(Effect.gen(function*() {
      const uid = yield* startSession(hooks).pipe(Effect.ensuring(Effect.sync(() => setReady(true))))
      signedIn.current = uid
      // Where the cart stands, for the shell's styles and the end-to-end tests: "signed-in" or "guest".
      document.documentElement.dataset["cartSync"] = uid === null ? "guest" : "signed-in"
      if (uid !== null) yield* followRemoteCart(uid, hooks)
    }))
    return () => {
      signedIn.current = null
      clientRuntime().runFork(Fiber.interrupt(fiber))
    }
  }, [adopt])

  /** Stamps, stores and shows a change (SPEC 4: every change is stored locally, and remotely when signed in). */
  const commit = useCallback((next: CartState) => {
    const stamped = run(commitCart(next))
    adopt(stamped)
    window.dispatchEvent(new Event(CART_CHANGED_EVENT))
    const uid = signedIn.current
    if (uid !== null) clientRuntime().runFork(saveSignedInChange(uid, stamped))
  }, [adopt])

  /** Shows core's toasts (translated here) and pushes its data-layer events. */
  const emit = useCallback((events: ReadonlyArray<CartEvent>) => {
    for (const event of events) {
      if (event._tag === "Toast") {
        toast(cartToastText(event.toast, market, t))
      } else {
        const pushed = event.event
        run(Effect.gen(function*() {
          const analytics = yield* Analytics
          yield* analytics.push(pushed)
        }))
      }
    }
  }, [market, t, toast])

  /**
   * Every change: core's applyCartCommand on the latest cart, then the change committed (unless it
   * changed nothing) and its events shown. The widgets' methods below are this with a command each.
   */
  const dispatch = useCallback<CartDispatch>((command: CartCommand) => {
    const before = latest.current
    const context = run(cartCommandContext(command, { market, limits }))
    const result = applyCartCommand(before, command, context)
    if (Result.isFailure(result)) {
      emit(result.failure.events)
      return null
    }
    if (result.success.cart !== before) commit(result.success.cart)
    emit(result.success.events)
    return context
  }, [commit, emit, limits, market])

  const actions = useMemo(() => cartActions(dispatch), [dispatch])

  /**
   * Prices the cart again. The answer belongs to the cart that was sent: when the cart changed while
   * the call was out (this tab, or another tab through the storage event), that answer is stale and
   * committing it would drop the change, so the refresh runs again on the new cart (twice at most).
   */
  const refresh = useCallback(async (): Promise<RefreshResult> => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const sent = latest.current
      const outcome = await clientRuntime().runPromise(Effect.result(refreshCartFromApi(sent, market)))
      if (Result.isFailure(outcome)) return { _tag: "Failed" }
      if (latest.current !== sent) continue
      commit(outcome.success.cart)
      emit(droppedLinesEvents(market, sent, outcome.success.cart))
      return outcome.success.ok ? { _tag: "Refreshed", removedCount: outcome.success.removedCount } : { _tag: "Cleared" }
    }
    return { _tag: "Failed" }
  }, [commit, emit, market])

  const api = useMemo<CartApi>(() => ({
    market,
    ready,
    cart,
    context: sharedCartContext(cart, market, shippingCostFor(shippingRates, subtotal(cart), "courier"), flags),
    ...actions,
    refresh
  }), [market, ready, cart, shippingRates, flags, actions, refresh])

  return <CartContext.Provider value={api}>{props.children}</CartContext.Provider>
}
