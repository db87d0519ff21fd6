"use client"
import { useEffect, useState } from "react"
import { CART_CHANGED_EVENT } from "./cartEvents.ts"
import { readStoredCartText } from "./storedCartText.ts"

/**
 * The item count on the header's cart link, read from localStorage after hydration (the server
 * cannot know it, so it renders 0). With no stored cart the count is 0 and nothing more loads; only
 * a stored cart loads the decoder (core's Schema, through cartCount.ts), keeping `effect` out of
 * the first-load JavaScript of every page a new visitor opens.
 */
export function CartBadge() {
  const [count, setCount] = useState(0)
  useEffect(() => {
    let live = true
    // Only the latest reading may set the count (an older decode can finish after a newer one).
    let reading = 0
    const refresh = () => {
      const mine = ++reading
      const text = readStoredCartText()
      if (text === null) {
        setCount(0)
        return
      }
      import("./cartCount.ts")
        .then(({ storedCartCount }) => {
          if (live && mine === reading) setCount(storedCartCount(text, Date.now()))
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
