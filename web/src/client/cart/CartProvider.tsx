"use client"
import type { CartState } from "@shop/core/cart/cartState"
import { initialCart } from "@shop/core/cart/cartValues"
import type { CartCommand } from "@shop/core/cart/commands"
import type { CartFeatureFlags } from "@shop/core/cart/context"
import { CART_STORAGE_KEY_PREFIX } from "@shop/core/cart/expiry"
import type { CartLimitations } from "@shop/core/cart/limits"
import type { ShippingRates } from "@shop/core/catalog/catalogTypes"
import type { MarketCode } from "@shop/core/markets/market"
import { translationDefaults } from "@shop/core/markets/marketTable"
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react"
import type { ShopPaths } from "../shopPaths.ts"
import { useToast } from "../toasts/Toasts.tsx"
import { useClientMessages } from "../../i18n/IntlClientProvider.tsx"
import { useT } from "../useT.ts"
import { type CartApi, cartActions, type CartDispatch, type RefreshResult } from "./cartApi.ts"
import type { CartEngine, CartEngineHost } from "./cartEngine.ts"
import { loadCartNotices } from "./cartNotices.ts"
import { markCartSync } from "./cartSyncState.ts"
import { cartEngineNeeded } from "./engineNeeded.ts"

const CartContext = createContext<CartApi | null>(null)

/** The cart of the page's storefront; needs a CartProvider (ShopClient mounts one). */
export const useCart = (): CartApi => {
  const api = useContext(CartContext)
  if (api === null) throw new Error("useCart needs a CartProvider above it")
  return api
}

/**
 * Holds the cart in React state, the stored cart being the truth: it is read after hydration, and
 * again when another tab writes it. A ref keeps the latest cart so actions called one after another
 * (add device, then its accessory) each build on the previous change.
 *
 * Issue 15: what needs `effect` (the stored cart's Schema, core's rules, the refresh, the SPEC 4
 * sync) is the cart engine (cartEngine.ts), a chunk of its own. It loads at hydration when there is
 * something to read or sync (engineNeeded.ts: a stored cart, the auth cookie, the sync marker);
 * otherwise the cart is empty and nobody is signed in, the page is ready at once, and the engine
 * loads with the shopper's first change (or when another tab stores a cart). Changes wait for it in
 * the order they were made.
 */
export function CartProvider(props: {
  readonly market: MarketCode
  readonly flags: CartFeatureFlags
  readonly shippingRates: ShippingRates
  readonly limits: CartLimitations
  readonly paths: ShopPaths
  readonly children: ReactNode
}) {
  const { market, flags, paths, shippingRates } = props
  const t = useT()
  const locale = useClientMessages()?.locale ?? translationDefaults.defaultLanguage
  const toast = useToast()
  const [cart, setCart] = useState<CartState>(() => initialCart(0))
  const [ready, setReady] = useState(false)
  const latest = useRef<CartState>(cart)
  /** What the engine reads at the moment it acts: refs, so a new translator or prop never restarts it. */
  const lent = useRef({ market, limits: props.limits, paths, t, toast })
  lent.current = { market, limits: props.limits, paths, t, toast }
  const engine = useRef<Promise<CartEngine> | null>(null)

  const adopt = useCallback((next: CartState) => {
    latest.current = next
    setCart(next)
  }, [])

  /** The engine of this mount, started on the first call (a failed load is tried again on the next). */
  const loadEngine = useCallback((): Promise<CartEngine> => {
    if (engine.current === null) {
      const host: CartEngineHost = {
        market: () => lent.current.market,
        limits: () => lent.current.limits,
        paths: () => lent.current.paths,
        current: () => latest.current,
        show: adopt,
        settled: () => setReady(true),
        toast: (shown) => lent.current.toast(shown),
        t: (key, values) => lent.current.t(key, values)
      }
      // The notices load beside the engine: every toast and dialog text comes after a change or a sync.
      // Without them the cart still works (a notice would read as its key), so their failure is only logged.
      const notices = loadCartNotices(locale).catch((error: unknown) => console.error("The cart's notices could not be loaded", error))
      const loading = Promise.all([import("./cartEngine.ts"), notices])
        .then(([{ startCartEngine }]) => startCartEngine(host))
      engine.current = loading
      loading.catch((error: unknown) => {
        console.error("The cart engine could not be loaded", error)
        if (engine.current === loading) engine.current = null
      })
    }
    return engine.current
  }, [adopt, locale])

  useEffect(() => {
    if (cartEngineNeeded()) {
      void loadEngine().catch(() => undefined)
    } else {
      setReady(true)
      markCartSync("guest")
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !event.key.startsWith(CART_STORAGE_KEY_PREFIX)) return
      if (engine.current !== null) void engine.current.then((running) => running.reload(), () => undefined)
      else if (cartEngineNeeded()) void loadEngine().catch(() => undefined)
    }
    window.addEventListener("storage", onStorage)
    return () => {
      window.removeEventListener("storage", onStorage)
      const running = engine.current
      engine.current = null
      void running?.then((started) => started.stop(), () => undefined)
    }
  }, [loadEngine])

  /** Every change goes to the engine, loaded first if need be; a change that cannot run is refused. */
  const dispatch = useCallback<CartDispatch>((command: CartCommand) =>
    loadEngine().then((running) => running.dispatch(command), () => null), [loadEngine])

  const actions = useMemo(() => cartActions(dispatch), [dispatch])

  const refresh = useCallback((): Promise<RefreshResult> =>
    loadEngine().then((running) => running.refresh(), (): RefreshResult => ({ _tag: "Failed" })), [loadEngine])

  const prepare = useCallback(() => void loadEngine().catch(() => undefined), [loadEngine])

  const api = useMemo<CartApi>(() => ({ market, ready, cart, flags, paths, shippingRates, ...actions, refresh, prepare }), [
    market,
    ready,
    cart,
    flags,
    paths,
    shippingRates,
    actions,
    refresh,
    prepare
  ])

  return <CartContext.Provider value={api}>{props.children}</CartContext.Provider>
}
