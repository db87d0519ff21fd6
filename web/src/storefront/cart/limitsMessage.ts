import type { LimitsVerdict } from "@shop/core/cart/limits"
import type { MessageKey } from "../../i18n/catalogues.ts"

export interface LimitsMessage {
  readonly key: MessageKey
  readonly values: Readonly<Record<string, string | number>>
}

/** The sentence for a limits verdict (SPEC 5); null when the cart is within the limits. */
export const limitsMessage = (verdict: LimitsVerdict): LimitsMessage | null => {
  switch (verdict._tag) {
    case "Valid":
      return null
    case "TooManyItems":
      return { key: "cart-limit-too-many", values: { count: verdict.count, max: verdict.max } }
    case "TooManyLimitedItems":
      return {
        key: "cart-limit-too-many-model",
        values: { model: verdict.modelName, storage: verdict.storage, count: verdict.count, max: verdict.max }
      }
  }
}
