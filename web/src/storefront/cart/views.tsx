import type { RouteViews } from "../views.ts"

/** The cart area's pages by route key. */
export const cartViews: RouteViews = {}
