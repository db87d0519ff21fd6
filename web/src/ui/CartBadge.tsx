"use client"
import { useEffect, useState } from "react"
import { CART_CHANGED_EVENT } from "./cartEvents.ts"

/**
 * The item count on the header's cart link, read from localStorage after hydration (the server
 * cannot know it, so it renders 0). The decoder (core's Schema) is loaded on demand, keeping it
 * out of every page's first-load JavaScript.
 */
export function CartBadge() {
  const [count, setCount] = useState(0)
  useEffect(() => {
    let live = true
    const refresh = () => {
      import("./cartCount.ts")
        .then(({ currentCartCount }) => {
          if (live) setCount(currentCartCount())
        })
        .catch(() => undefined)
    }
    refresh()
    window.addEventListener("storage", refresh)
    window.addEventListener(CART_CHANGED_EVENT, refresh)
    return () => {
      live = false
      window.removeEventListener("storage", refresh)
      window.removeEventListener(CART_CHANGED_EVENT, refresh)
    }
  }, [])
  return (
    <span className="cart-badge" data-testid="cart-count" data-empty={count === 0 ? "true" : "false"}>
      {count}
    </span>
  )
}
