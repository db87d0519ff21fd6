import type { RefreshResult } from "../../client/cart/cartApi.ts"
import type { MessageKey } from "../../i18n/catalogues.ts"

/** What the cart pages tell the shopper after the load-time refresh (SPEC 4 cart refresh, SPEC 8). */
export interface RefreshNotice {
  /** `warning`: the cart changed under the shopper; `error`: we could not check it. */
  readonly kind: "warning" | "error"
  readonly key: MessageKey
  readonly values?: { readonly count: number }
}

/**
 * The notice for a refresh result, or null when there is nothing to say (prices checked, nothing
 * removed). A removal is the only case with a count: the devices sold out since they were added.
 */
export const refreshNotice = (result: RefreshResult): RefreshNotice | null => {
  switch (result._tag) {
    case "Refreshed":
      return result.removedCount > 0
        ? { kind: "warning", key: "cart-notice-sold-out", values: { count: result.removedCount } }
        : null
    case "Cleared":
      return { kind: "warning", key: "cart-notice-cleared" }
    case "Failed":
      return { kind: "error", key: "cart-notice-refresh-failed" }
  }
}
