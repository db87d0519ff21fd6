import { CartFeatureFlags, defaultCartFeatureFlags } from "@shop/core/cart/context"
import { Result } from "effect"

/**
 * The SPEC 3 cart feature flags of this deployment. Our decision: the storefront shows the cross-sell
 * modal, the upsell page and the carousel cart unless `CART_FEATURES` names the flags to turn on
 * (comma separated, e.g. `crossSellModal,upsellPage`; `none` turns every flag off). An unknown name is
 * a start-up defect reported with the name. The server reads the setting once (settings.ts).
 */
export const shopDefaultFlags: CartFeatureFlags = {
  ...defaultCartFeatureFlags,
  upsellPage: true,
  crossSellModal: true,
  carouselCart: true
}

const flagNames = Object.keys(defaultCartFeatureFlags) as ReadonlyArray<keyof CartFeatureFlags>

export const parseCartFeatures = (setting: string): Result.Result<CartFeatureFlags, string> => {
  const text = setting.trim()
  if (text === "") return Result.succeed(shopDefaultFlags)
  if (text === "none") return Result.succeed(defaultCartFeatureFlags)
  const flags: Record<string, boolean> = { ...defaultCartFeatureFlags }
  for (const name of text.split(",").map((part) => part.trim()).filter((part) => part !== "")) {
    if (!(flagNames as ReadonlyArray<string>).includes(name)) {
      return Result.fail(`CART_FEATURES names ${name}; known flags: ${flagNames.join(", ")}`)
    }
    flags[name] = true
  }
  return Result.succeed(flags as CartFeatureFlags)
}
