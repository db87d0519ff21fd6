"use client"
import { addLooseAccessory, attachAccessory, detachAccessory, removeLooseAccessory } from "@shop/core/cart/accessories"
import { type Accessory, isBattery } from "@shop/core/cart/accessory"
import { addBattery, removeBattery } from "@shop/core/cart/batteries"
import type { CartState } from "@shop/core/cart/cartState"
import { emptyCart, initialCart } from "@shop/core/cart/cartState"
import { type CartFeatureFlags, sharedCartContext } from "@shop/core/cart/context"
import { addDevice as addDeviceRule, newLineId, removeDevice as removeDeviceRule } from "@shop/core/cart/devices"
import { accessoryItem, ecommerceItemsOfLine } from "@shop/core/cart/ecommerce"
import type { ExtraService } from "@shop/core/cart/extraService"
import type { CartLimitExceeded } from "@shop/core/cart/errors"
import { findOfferedService, extraServicePrice } from "@shop/core/cart/extraService"
import { admitWithinLimits, type CartLimitations } from "@shop/core/cart/limits"
import { deselectExtraService, selectExtraService } from "@shop/core/cart/lineServices"
import { subtotal } from "@shop/core/cart/totals"
import { commitCart, loadCart } from "@shop/core/cart/persistence"
import { refreshCartFromApi } from "@shop/core/cart/refresh/refreshCart"
import type { ShippingRates } from "@shop/core/catalog/catalogTypes"
import { shippingCostFor } from "@shop/core/orders/shipping"
import type { MarketCode } from "@shop/core/markets/market"
import { pathOf } from "@shop/core/routes/router"
import { Analytics, type EcommerceItem, ecommerceFor } from "@shop/core/ports/Analytics"
import type { CartStorage } from "@shop/core/ports/CartStorage"
import { Effect, Fiber, Result } from "effect"
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react"
import { CART_CHANGED_EVENT } from "../../ui/cartEvents.ts"
import { customTokenOfCookies } from "../firebase/authCookie.ts"
import { clientAuthMode, clientRuntime } from "../runtime.ts"
import { useToast } from "../toasts/Toasts.tsx"
import { useT } from "../useT.ts"
import { followRemoteCart, saveSignedInChange, startSession } from "./cartSync.ts"
import type { CartApi, DeviceToAdd, RefreshResult } from "./cartApi.ts"

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
      if (event.key === null || event.key.startsWith("cart-state-")) reload()
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

  const push = useCallback((event: "addToCart" | "removeFromCart", items: ReadonlyArray<EcommerceItem>) => {
    if (items.length === 0) return
    run(Effect.gen(function*() {
      const analytics = yield* Analytics
      yield* analytics.push({ event, ecommerce: ecommerceFor(market, items) })
    }))
  }, [market])

  const refused = useCallback((failure: { readonly _tag: string }) => {
    const link = { href: pathOf(market, "cart"), text: t("toast-see-cart") }
    if (failure._tag === "OutOfStock") {
      toast({ kind: "error", title: t("sorry-no-stock"), body: t("sorry-no-stock-body"), link })
    } else if (failure._tag === "CartLimitExceeded") {
      const limit = failure as CartLimitExceeded
      const body = limit.rule === "TooManyItems"
        ? t("limit-toast-body-items", { max: limit.max })
        : t("limit-toast-body-model", { max: limit.max, model: `${limit.modelName ?? ""} ${limit.storage ?? ""}`.trim() })
      toast({ kind: "error", title: t("limit-toast-title"), body, link })
    } else {
      toast({ kind: "error", title: t("cart-change-refused"), body: t("cart-change-refused-body"), link })
    }
  }, [market, t, toast])

  /** Applies a rule's Result: commits a success, shows a toast for a refusal. */
  const apply = useCallback((result: Result.Result<CartState, { readonly _tag: string }>): boolean => {
    if (Result.isSuccess(result)) {
      commit(result.success)
      return true
    }
    refused(result.failure)
    return false
  }, [commit, refused])

  const addDevice = useCallback((device: DeviceToAdd): string | null => {
    const lineId = run(newLineId(device.product.id))
    let next: Result.Result<CartState, { readonly _tag: string }> = addDeviceRule(latest.current, device.product, {
      lineId,
      productUrl: device.productUrl,
      origin: device.origin ?? "PDP",
      availableExtraServices: device.availableExtraServices,
      availableAccessories: device.availableAccessories
    })
    for (const service of device.services ?? []) next = Result.flatMap(next, (c) => selectExtraService(c, lineId, service))
    for (const accessory of device.accessories ?? []) next = Result.flatMap(next, (c) => attachAccessory(c, lineId, accessory))
    if (device.battery !== undefined) {
      const battery = device.battery
      next = Result.flatMap(next, (c) => addBattery(c, lineId, battery))
    }
    // SPEC 5 limits are checked when adding, so the shopper hears it now, not at checkout.
    next = Result.flatMap(next, (c) => admitWithinLimits(c, limits))
    if (!apply(next)) return null
    const line = latest.current.phoneCart.find((l) => l.id === lineId)
    if (line !== undefined) push("addToCart", ecommerceItemsOfLine(line))
    return lineId
  }, [apply, limits, push])

  const removeDevice = useCallback((lineId: string) => {
    const line = latest.current.phoneCart.find((l) => l.id === lineId)
    if (line === undefined) return
    commit(removeDeviceRule(latest.current, lineId))
    push("removeFromCart", ecommerceItemsOfLine(line))
  }, [commit, push])

  const attach = useCallback((lineId: string, accessory: Accessory) => {
    const ok = apply(attachAccessory(latest.current, lineId, accessory))
    if (ok) push("addToCart", [accessoryItem(accessory)])
    return ok
  }, [apply, push])

  const detach = useCallback((lineId: string, accessoryId: number) => {
    const accessory = latest.current.phoneCart.find((l) => l.id === lineId)?.deviceAccessories.find((a) => a.id === accessoryId)
    if (accessory === undefined) return
    commit(detachAccessory(latest.current, lineId, accessoryId))
    push("removeFromCart", [accessoryItem(accessory)])
  }, [commit, push])

  const setBattery = useCallback((lineId: string, battery: Accessory | null) => {
    const before = latest.current.phoneCart.find((l) => l.id === lineId)?.deviceAccessories.find(isBattery)
    if (battery !== null) {
      if (!apply(addBattery(latest.current, lineId, battery))) return false
      if (before !== undefined && before.id !== battery.id) push("removeFromCart", [accessoryItem(before)])
      if (before?.id !== battery.id) push("addToCart", [accessoryItem(battery)])
      return true
    }
    commit(removeBattery(latest.current, lineId))
    if (before !== undefined) push("removeFromCart", [accessoryItem(before)])
    return true
  }, [apply, commit, push])

  const setExtraService = useCallback((lineId: string, service: ExtraService, chosen: boolean) => {
    const line = latest.current.phoneCart.find((l) => l.id === lineId)
    const wasChosen = line?.selected_extra_services.some((s) => s.id === service.id && s.type === service.type) ?? false
    // One service per type (core rule): choosing one replaces its sibling, which is a removal too.
    const replaced = chosen
      ? line?.selected_extra_services.find((s) => s.type === service.type && s.id !== service.id)
      : undefined
    const offered = (selected: { readonly id: number; readonly type: string }) =>
      line === undefined ? undefined : findOfferedService(line.available_extra_services, selected)
    const item = (s: ExtraService): EcommerceItem => ({
      item_id: `service-${s.id}`, item_name: s.key, item_category: s.type, price: extraServicePrice(s), quantity: 1
    })
    if (chosen) {
      if (!apply(selectExtraService(latest.current, lineId, service))) return false
    } else {
      commit(deselectExtraService(latest.current, lineId, service))
    }
    const gone = replaced === undefined ? undefined : offered(replaced)
    if (gone !== undefined) push("removeFromCart", [item(gone)])
    if (chosen !== wasChosen) push(chosen ? "addToCart" : "removeFromCart", [item(offered(service) ?? service)])
    return true
  }, [apply, commit, push])

  const addLoose = useCallback((accessory: Accessory) => {
    const ok = apply(addLooseAccessory(latest.current, accessory))
    if (ok) push("addToCart", [accessoryItem(accessory)])
    return ok
  }, [apply, push])

  const removeLoose = useCallback((accessoryId: number) => {
    const accessory = latest.current.accessoryCart.find((a) => a.id === accessoryId)
    if (accessory === undefined) return
    commit(removeLooseAccessory(latest.current, accessoryId))
    push("removeFromCart", [accessoryItem(accessory)])
  }, [commit, push])

  const clear = useCallback(() => commit(emptyCart(latest.current, Date.now())), [commit])

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
      const kept = new Set(outcome.success.cart.phoneCart.map((line) => line.id))
      commit(outcome.success.cart)
      const removed = sent.phoneCart.filter((line) => !kept.has(line.id))
      if (removed.length > 0) push("removeFromCart", removed.flatMap(ecommerceItemsOfLine))
      return outcome.success.ok ? { _tag: "Refreshed", removedCount: outcome.success.removedCount } : { _tag: "Cleared" }
    }
    return { _tag: "Failed" }
  }, [commit, market, push])

  const api = useMemo<CartApi>(() => ({
    market,
    ready,
    cart,
    context: sharedCartContext(cart, market, shippingCostFor(shippingRates, subtotal(cart), "courier"), flags),
    addDevice,
    removeDevice,
    attachAccessory: attach,
    detachAccessory: detach,
    setBattery,
    setExtraService,
    addLooseAccessory: addLoose,
    removeLooseAccessory: removeLoose,
    clear,
    refresh
  }), [market, ready, cart, shippingRates, flags, addDevice, removeDevice, attach, detach, setBattery, setExtraService, addLoose, removeLoose, clear, refresh])

  return <CartContext.Provider value={api}>{props.children}</CartContext.Provider>
}
