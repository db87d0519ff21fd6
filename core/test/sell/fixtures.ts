import type { Category, CategoryId } from "../../src/catalog/category.ts"
import { brandIds } from "../../src/sell/brands.ts"
import type { FunnelItem, FunnelState } from "../../src/sell/funnelState.ts"
import type { FunnelSession, StepContext } from "../../src/sell/stepGraph.ts"

/** Test fixtures of the sell funnel. */
export const session: FunnelSession = { loggedIn: false, paymentTest: false, partner: false, viewportWidth: 1280 }

export const ctx = (overrides: Partial<StepContext> & { readonly category: Category }): StepContext => ({
  ...session,
  brandId: brandIds.samsung,
  modelName: "Galaxy S23",
  offerChoice: null,
  ...overrides
})

export const iphoneCtx = (overrides: Partial<StepContext> = {}): StepContext =>
  ctx({ category: "smartphone", brandId: brandIds.apple, modelName: "iPhone 12", ...overrides })

/** An iPhone 12, 128 GB, unlocked, in flawless shape with a healthy battery and no defects. */
export const iphoneItem: FunnelItem = {
  category: 1,
  brand: brandIds.apple,
  model: { id: 12, name: "iPhone 12" },
  config: { colour: 4, storage: 7, provider: 2 },
  answers: {
    "liquid-contact": [1],
    "burn-in": [3],
    "grading-display": [6],
    "grading-case": [10],
    battery: [14],
    "phone-defects": [22]
  }
}

export const stateAt = (step: FunnelState["step"], ...items: ReadonlyArray<FunnelItem>): FunnelState => ({ step, items })

export const bare = (category: CategoryId): FunnelItem => ({ category, config: {}, answers: {} })
