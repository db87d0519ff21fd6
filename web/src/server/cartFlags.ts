import "server-only"
import { CartFeatureFlags, defaultCartFeatureFlags } from "@shop/core/cart/context"

/**
 * The SPEC 3 cart feature flags of this deployment. Our decision: the storefront shows the cross-sell
 * modal, the upsell page and the carousel cart unless `CART_FEATURES` names the flags to turn on
 * (comma separated, e.g. `crossSellModal,upsellPage`; `none` turns every flag off). An unknown name is
 * a start-up defect reported with the name.
 */
export const shopDefaultFlags: CartFeatureFlags = {
  ...defaultCartFeatureFlags,
  upsellPage: true,
  crossSellModal: true,
  carouselCart: true
}

const flagNames = Object.keys(defaultCartFeatureFlags) as ReadonlyArray<keyof CartFeatureFlags>

export const parseCartFeatures = (setting: string | undefined): CartFeatureFlags => {
  const text = setting?.trim() ?? ""
  if (text === "") return shopDefaultFlags
  if (text === "none") return defaultCartFeatureFlags
  const flags: Record<string, boolean> = { ...defaultCartFeatureFlags }
  for (const name of text.split(",").map((part) => part.trim()).filter((part) => part !== "")) {
    if (!(flagNames as ReadonlyArray<string>).includes(name)) {
      throw new Error(`CART_FEATURES names ${name}; known flags: ${flagNames.join(", ")}`)
    }
    flags[name] = true
  }
  return flags as CartFeatureFlags
}

let loaded: CartFeatureFlags | undefined

export const cartFeatureFlags = (): CartFeatureFlags => (loaded ??= parseCartFeatures(process.env["CART_FEATURES"]))
