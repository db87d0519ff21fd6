import type { RouteViews } from "../views.ts"

/** The product area's pages by route key. */
export const productViews: RouteViews = {}
