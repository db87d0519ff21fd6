import type { RouteViews } from "../views.ts"

/** The checkout area's pages by route key. */
export const checkoutViews: RouteViews = {}
