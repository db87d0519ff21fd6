import type { ResolvedRoute, RouteKey } from "@shop/core/routes/index"
import { accountViews } from "./auth/views.tsx"
import { accountAreaViews } from "./account/views.tsx"
import { MyWarrantiesView } from "./account/MyWarranties.tsx"
import { SendInWarrantyView } from "./account/SendInWarranty.tsx"
import { MyInsurancesView } from "./account/MyInsurances.tsx"
import { cartViews } from "./cart/views.tsx"
import { checkoutViews } from "./checkout/views.tsx"
import { contentViews } from "./content/views.tsx"
import { listingViews } from "./listing/views.tsx"
import { productViews } from "./product/views.tsx"
import { sellViews } from "./sell/views.tsx"
import { helpViews } from "./help/views.tsx"
import { reviewsViews } from "./reviews/views.tsx"
import type { RouteView, RouteViews } from "./views.ts"

/** Views by route key; a key without one shows its frame (RoutePage). Each area owns its table. */
export const routeViews: RouteViews = {
  ...listingViews, ...productViews, ...cartViews, ...checkoutViews, ...sellViews, ...contentViews, ...helpViews, ...reviewsViews,
  ...accountViews, ...accountAreaViews,
  myWarranties: MyWarrantiesView,
  sendInWarranty: SendInWarrantyView,
  myInsurances: MyInsurancesView
}

/** The view of a route, with its props typed for that route's key. */
export const viewOf = (route: ResolvedRoute): RouteView<RouteKey> | undefined =>
  routeViews[route.key] as RouteView<RouteKey> | undefined
