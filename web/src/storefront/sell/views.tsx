import type { RouteViews } from "../views.ts"

/** The sell area's pages by route key. */
export const sellViews: RouteViews = {}
