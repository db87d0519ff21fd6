import type { RouteView, RouteViews } from "../views.ts"
import { HelpView } from "./HelpView.tsx"

/**
 * The help area's pages by route key. `contact` is the help page's `#contact` anchor: a browser never
 * sends the fragment, so requests resolve to `faq`; a caller resolving the full location gets the same page.
 */
export const helpViews: RouteViews = {
  faq: HelpView,
  contact: HelpView as unknown as RouteView<"contact">
}
