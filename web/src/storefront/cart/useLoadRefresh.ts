"use client"
import { isCartEmpty } from "@shop/core/cart/cartValues"
import { useEffect, useRef, useState } from "react"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { type RefreshNotice, refreshNotice } from "./refreshNotice.ts"

export interface LoadRefresh {
  /** True while the cart is being priced again: the page shows progress and holds changes back. */
  readonly refreshing: boolean
  readonly notice: RefreshNotice | null
}

/**
 * Prices the cart again once per page load (SPEC 4 cart refresh), after the stored cart has been
 * read: the provider reads it in its own effect, which runs after ours, so we wait for `ready`
 * rather than refreshing the empty initial cart. An empty cart has nothing to check.
 */
export const useLoadRefresh = (): LoadRefresh => {
  const { cart, ready, refresh } = useCart()
  const started = useRef(false)
  const [refreshing, setRefreshing] = useState(false)
  const [notice, setNotice] = useState<RefreshNotice | null>(null)
  useEffect(() => {
    if (!ready || started.current) return
    started.current = true
    if (isCartEmpty(cart)) return
    setRefreshing(true)
    refresh()
      .then((result) => setNotice(refreshNotice(result)))
      .catch(() => setNotice(refreshNotice({ _tag: "Failed" })))
      .finally(() => setRefreshing(false))
  }, [ready, cart, refresh])
  return { refreshing, notice }
}
