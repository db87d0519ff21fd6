"use client"
import type { MarketCode } from "@shop/core/markets/market"
import { Result } from "effect"
import { useEffect, useState } from "react"
import { checkoutCall } from "../../client/apiCalls.ts"
import { forgetPlacedOrder, loadPlacedOrder, type PlacedOrder } from "./checkoutStorage.ts"
import { type FinalizeScreen, finalizeScreen, lookupOf, type PlacedOrderLookup } from "./placedOrder.ts"

const checking: FinalizeScreen = { _tag: "Checking" }

/**
 * The order this tab placed and has not seen settled (checkoutStorage), looked up when the cart is
 * empty, and what the finalize page shows for it (placedOrder.ts). Forgets it once it is done with
 * (paid, cash on delivery, cancelled, unknown) or the shopper has started a new cart.
 */
export const usePlacedOrder = (market: MarketCode, cartReady: boolean, cartIsEmpty: boolean): FinalizeScreen => {
  // undefined: storage not read yet (it is read after hydration: the server has no sessionStorage).
  const [remembered, setRemembered] = useState<PlacedOrder | null | undefined>(undefined)
  const [lookup, setLookup] = useState<{ readonly orderId: string; readonly result: PlacedOrderLookup } | null>(null)

  useEffect(() => setRemembered(loadPlacedOrder(market)), [market])

  const orderId = remembered?.orderId
  const orderToken = remembered?.orderToken
  const needsLookup = orderId !== undefined && orderToken !== undefined && cartReady && cartIsEmpty
  useEffect(() => {
    if (!needsLookup || orderId === undefined || orderToken === undefined) return
    let current = true
    void checkoutCall((api) => api.order(orderId, orderToken)).then((answer) => {
      if (!current) return
      setLookup({ orderId, result: Result.isSuccess(answer) ? { _tag: "Found", order: answer.success.order } : lookupOf(answer.failure) })
    })
    return () => {
      current = false
    }
  }, [needsLookup, orderId, orderToken])

  const screen = remembered === undefined || !cartReady
    ? checking
    : finalizeScreen(remembered, cartIsEmpty, lookup !== null && lookup.orderId === orderId ? lookup.result : null)
  const forget = screen._tag === "Form" && screen.forget

  useEffect(() => {
    if (!forget) return
    forgetPlacedOrder(market)
    setRemembered(null)
  }, [forget, market])

  return screen
}
