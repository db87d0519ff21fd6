import type { MarketCode } from "@shop/core/markets/index"
import type { ResolvedRoute, RouteKey } from "@shop/core/routes/index"
import type { ReactNode } from "react"
import type { Translator } from "../i18n/translator.ts"
import type { PageNames } from "./frames.ts"

/**
 * What a view of a route key is, for the areas that write views (listing/, product/, account/...).
 * A leaf: the table of every area's views is routeViews.ts, so an area importing these types never
 * imports the other areas back.
 */

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

/** Views by route key, each typed for its key (routeViews.ts merges the areas' tables). */
export type RouteViews = { readonly [K in RouteKey]?: RouteView<K> }
