import type { RouteViews } from "../views.ts"
import { SellLandingView } from "./SellLandingView.tsx"
import { SellStepView } from "./SellStepView.tsx"

/** The sell area's pages by route key. */
export const sellViews: RouteViews = {
  sellLanding: SellLandingView,
  sellStep: SellStepView
}
