import type { MarketCode } from "@shop/core/markets/index"
import type { ResolvedRoute, RouteKey } from "@shop/core/routes/index"
import type { ReactNode } from "react"
import type { Translator } from "../i18n/translator.ts"
import { accountViews } from "./auth/views.tsx"
import { accountAreaViews } from "./account/views.tsx"
import { MyWarrantiesView } from "./account/MyWarranties.tsx"
import { SendInWarrantyView } from "./account/SendInWarranty.tsx"
import { MyInsurancesView } from "./account/MyInsurances.tsx"
import { cartViews } from "./cart/views.tsx"
import { checkoutViews } from "./checkout/views.tsx"
import { contentViews } from "./content/views.tsx"
import type { PageNames } from "./frames.ts"
import { listingViews } from "./listing/views.tsx"
import { productViews } from "./product/views.tsx"
import { sellViews } from "./sell/views.tsx"
import { helpViews } from "./help/views.tsx"
import { reviewsViews } from "./reviews/views.tsx"

export type SearchParams = Readonly<Record<string, string | ReadonlyArray<string> | undefined>>

/** What the catch-all page hands the view of a route key. */
export interface ViewProps<K extends RouteKey> {
  readonly market: MarketCode
  readonly route: Extract<ResolvedRoute, { readonly key: K }>
  readonly tr: Translator
  readonly names: PageNames
  readonly pathname: string
  readonly searchParams: SearchParams
}

export type RouteView<K extends RouteKey> = (props: ViewProps<K>) => ReactNode | Promise<ReactNode>

/** Views by route key; a key without one shows its frame (RoutePage). Each area owns its table. */
export type RouteViews = { readonly [K in RouteKey]?: RouteView<K> }

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
