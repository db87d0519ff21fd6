"use client"
import type { MarketCode } from "@shop/core/markets/market"
import type { FunnelState } from "@shop/core/sell/funnelState"
import type { FunnelSession } from "@shop/core/sell/stepGraph"
import type { FunnelTransitionError } from "@shop/core/sell/transitions"
import { Result } from "effect"
import { useRouter } from "next/navigation"
import { useCallback, useEffect, useState, useTransition } from "react"
import { funnelHref, type SellerAccount, type SellVariants, sessionOf } from "./funnelLocation.ts"

/** The viewport width the step graph reads (config sub-steps below 768 px); 1024 until mounted. */
export const useViewportWidth = (): number => {
  const [width, setWidth] = useState(1024)
  useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    update()
    window.addEventListener("resize", update)
    return () => window.removeEventListener("resize", update)
  }, [])
  return width
}

export interface FunnelNav {
  readonly market: MarketCode
  readonly state: FunnelState
  readonly session: FunnelSession
  readonly variants: SellVariants
  readonly pending: boolean
  /** To a new state: a new history entry (back and forward walk the steps). */
  readonly go: (next: FunnelState, extra?: Readonly<Record<string, string>>) => void
  /** The same step with more answers in the URL (config values, offer choices): no new entry, no render. */
  readonly keep: (next: FunnelState) => void
  /** Applies a core transition: on success goes there, else returns the refusal. */
  readonly apply: (result: Result.Result<FunnelState, FunnelTransitionError>) => FunnelTransitionError | null
}

/**
 * The funnel's moves. Every move is a URL (core codec): the server renders the step it names, so a
 * reload, back and forward show exactly that step with its answers. A signed-in seller (`account`,
 * from the page's session) moves past email and auth (core's step graph).
 */
export const useFunnel = (market: MarketCode, state: FunnelState, variants: SellVariants, account: SellerAccount | null): FunnelNav => {
  const router = useRouter()
  const width = useViewportWidth()
  const [pending, startTransition] = useTransition()
  const session = sessionOf(variants, width, account)
  const go = useCallback((next: FunnelState, extra?: Readonly<Record<string, string>>) => {
    startTransition(() => router.push(funnelHref(market, next, variants, extra)))
  }, [market, router, variants])
  // The answer is already on screen: only the URL follows (Next keeps its router in step with
  // history.replaceState), so a reload restores it without a round trip per click.
  const keep = useCallback((next: FunnelState) => {
    window.history.replaceState(null, "", funnelHref(market, next, variants))
  }, [market, variants])
  const apply = (result: Result.Result<FunnelState, FunnelTransitionError>): FunnelTransitionError | null => {
    if (Result.isFailure(result)) return result.failure
    go(result.success)
    return null
  }
  return { market, state, session, variants, pending, go, keep, apply }
}
