"use client"
/** Counties, localities and parcel lockers of a market, loaded for the checkout and the sell funnel alike. */
import type { County, Locality, ParcelLocker } from "@shop/core/locations/locationTypes"
import type { MarketCode } from "@shop/core/markets/market"
import type { CheckoutApiError, CheckoutApiShape } from "@shop/core/ports/CheckoutApi"
import { type Effect, Result } from "effect"
import { useCallback, useEffect, useState } from "react"
import { checkoutCall } from "../apiCalls.ts"

/** A list the page loads from the backend: loading, loaded, or failed (with a way to try again). */
export type Places<A> =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Loaded"; readonly items: ReadonlyArray<A> }
  | { readonly _tag: "Failed" }

const nothingToLoad: Places<never> = { _tag: "Loaded", items: [] }
const loading: Places<never> = { _tag: "Loading" }

/**
 * Loads a list whenever `key` changes (null: nothing to load). An answer is kept with the key and
 * attempt it was asked for and shown only while they are current, so neither a slow answer nor the
 * previous key's list is ever shown as the list of the current key (not even for one render).
 */
const usePlaceList = <A>(
  key: string | null,
  call: (api: CheckoutApiShape) => Effect.Effect<ReadonlyArray<A>, CheckoutApiError>,
  delayMs = 0
): { readonly places: Places<A>; readonly reload: () => void } => {
  const [answer, setAnswer] = useState<{ readonly key: string; readonly attempt: number; readonly places: Places<A> } | null>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (key === null) return
    let current = true
    const timer = window.setTimeout(() => {
      void checkoutCall(call).then((result) => {
        if (current) setAnswer({ key, attempt, places: Result.isSuccess(result) ? { _tag: "Loaded", items: result.success } : { _tag: "Failed" } })
      })
    }, delayMs)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
    // `call` is rebuilt each render; `key` names what it loads.
  }, [key, attempt, delayMs])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const places = key === null
    ? nothingToLoad
    : answer !== null && answer.key === key && answer.attempt === attempt
    ? answer.places
    : loading
  return { places, reload }
}

export const useCounties = (market: MarketCode, active: boolean) =>
  usePlaceList<County>(active ? market : null, (api) => api.counties(market))

export const useLocalities = (market: MarketCode, countyId: string | null) =>
  usePlaceList<Locality>(countyId === null ? null : `${market}:${countyId}`, (api) => api.localities(market, countyId ?? ""))

/** Lockers matching the search, fetched a moment after the shopper stops typing. */
export const useLockers = (market: MarketCode, search: string, active: boolean) =>
  usePlaceList<ParcelLocker>(active ? `${market}:${search.trim()}` : null, (api) => api.lockers(market, search), search.trim() === "" ? 0 : 300)
