import type { Category } from "../../catalog/category.ts"
import type { MarketCode } from "../../markets/market.ts"
import type { CommonRouteKey, MarketOnlyRouteKey, PlaceholdersByKey } from "../routeKeys.ts"

/**
 * A path template: literal lower-case segments, `:name` placeholders (a whole segment or
 * the tail of one, as in `koszonjuk-:provider`), a trailing slash, and optionally an
 * in-page anchor (`/suport/#contact`).
 */
type PlaceholdersOf<T extends string> = T extends `${string}:${infer P}/${infer Rest}`
  ? P | PlaceholdersOf<Rest>
  : never

type ExpectedPlaceholders<K> = K extends keyof PlaceholdersByKey ? PlaceholdersByKey[K] : never

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

type TemplateShape = "/" | `/${string}/` | `/${string}/#${string}`

/**
 * Compile-time check of a market's routes: every allowed key present, no other key, every
 * template slash-delimited and carrying exactly the placeholders its key's params need.
 * A wrong template turns into `never`, so the table literal fails to type-check.
 */
type CheckedRoutes<R, Allowed extends string> = {
  readonly [K in keyof R]: K extends Allowed
    ? R[K] extends TemplateShape
      ? R[K] extends string
        ? Same<PlaceholdersOf<R[K]>, ExpectedPlaceholders<K>> extends true ? R[K] : never
        : never
      : never
    : never
}

export type CategorySlugs = { readonly [C in Category]: string }

/** SPEC 2.3 query words: the localized words shoppers type when searching a category. */
export interface QueryWords {
  readonly mobilePhone: string
  readonly phones: string
  readonly tablet: string
  readonly smartwatch: string
  readonly laptop: string
}

export interface MarketTable<R = Readonly<Record<string, string>>> {
  readonly market: MarketCode
  readonly routes: R
  /** The canonical, localized slug of each category listing: a bijection per market. */
  readonly categorySlugs: CategorySlugs
  /** Slugs used by listing filters (singular forms, short words) -> canonical category. */
  readonly filterSlugs: Readonly<Record<string, Category>>
  readonly queryWords: QueryWords
}

/**
 * Declares a market's table. `Only` lists the market-only keys (SPEC 2.2) the market has;
 * the common keys (SPEC 2.1) are always required.
 */
export const defineMarketTable =
  <Only extends MarketOnlyRouteKey = never>() =>
  <const R extends { readonly [K in CommonRouteKey | Only]: string }>(
    table: MarketTable<R & CheckedRoutes<R, CommonRouteKey | Only>>
  ): MarketTable<R> =>
    table
