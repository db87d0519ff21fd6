"use client"
import type { FunnelState } from "@shop/core/sell/funnelState"
import type { FunnelTransitionError } from "@shop/core/sell/transitions"
import { Result } from "effect"
import type { AnchorHTMLAttributes, ReactNode } from "react"
import { funnelHref } from "./funnelLocation.ts"
import type { FunnelNav } from "./useFunnel.ts"

/**
 * A choice that moves the funnel (a brand, a model, a category, a single answer) as a real link to
 * the state it leads to: it works before the page is interactive and opens in a new tab, and once
 * it is, it moves without a full page load.
 */
export function TransitionLink(
  props: {
    readonly nav: FunnelNav
    readonly to: Result.Result<FunnelState, FunnelTransitionError>
    readonly children: ReactNode
  } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick">
) {
  const { children, nav, to, ...rest } = props
  if (Result.isFailure(to)) return <span {...rest} aria-disabled="true">{children}</span>
  return (
    <a
      {...rest}
      href={funnelHref(nav.market, to.success, nav.variants)}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        nav.go(to.success)
      }}
    >
      {children}
    </a>
  )
}
