import type { RouteViews } from "../views.ts"
import { ProductView } from "./ProductView.tsx"

/** The product area's pages by route key. */
export const productViews: RouteViews = { product: ProductView }
