import type { RouteViews } from "../views.ts"
import { BrandView } from "./BrandView.tsx"
import { CategoryView, ModelView } from "./CategoryView.tsx"
import { ShopView } from "./ShopView.tsx"

/** The listing area's pages by route key. */
export const listingViews: RouteViews = {
  shop: ShopView,
  category: CategoryView,
  shopBrand: BrandView,
  shopModel: ModelView
}
