import type { RouteViews } from "../views.ts"

/** The listing area's pages by route key. */
export const listingViews: RouteViews = {}
