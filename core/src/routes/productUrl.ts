import { Option, Result } from "effect"
import type { Category } from "../catalog/category.ts"
import type { Product } from "../catalog/product.ts"
import type { MarketCode } from "../markets/market.ts"
import { InvalidRouteParam, type RouteError } from "./errors.ts"
import type { ProductPathParams } from "./routeKeys.ts"
import { buildPath, resolvePath } from "./router.ts"
import { slugify } from "./slug.ts"

/**
 * Product page URLs (SPEC 2.3):
 *   `${shopRoot}${categorySlug}/${brand}/${model}--${storage}--${colour}--${legacyModelId}/?shape=${shape}`
 * e.g. RO `/magazin/telefoane/apple/iphone-13-pro--128gb--sierra-blue--1043/?shape=excellent`.
 * Without storage (smartwatches, consoles) the part is left out: `model--colour--id`.
 * The route table owns the path (key `product`); this file adds the names -> slugs step and
 * the `shape` query parameter.
 */

/** Display names as the catalogue holds them; they are slugified here. */
export interface ProductUrlParts {
  readonly category: Category
  readonly brand: string
  readonly model: string
  /** null, undefined or blank: the device has no storage size. */
  readonly storage?: string | null | undefined
  readonly colour: string
  readonly legacyModelId: number
  /** Cosmetic grade; null, undefined or "" leaves the query out. */
  readonly shape?: string | null | undefined
}

export type ParsedProductUrl = ProductPathParams & { readonly shape?: string }

const shapeParam = "shape"

/** `?shape=…`, "" without a shape; undefined when the shape is not well-formed text. */
export const shapeQuery = (shape: string): string | undefined => {
  if (shape === "") return ""
  try {
    return `?${shapeParam}=${encodeURIComponent(shape)}`
  } catch {
    // encodeURIComponent throws URIError on a lone UTF-16 surrogate: such a shape has no URL.
    return undefined
  }
}

/**
 * The product page URL; fails, never throws, when a name has nothing slug-worthy, the legacy
 * id is not a non-negative integer or the shape is not well-formed text. Any brand slug is
 * allowed: below a category it cannot shadow a shop page.
 */
export const productUrl = (market: MarketCode, parts: ProductUrlParts): Result.Result<string, RouteError> => {
  const storage = parts.storage == null ? "" : slugify(parts.storage)
  const path = buildPath(market, "product", {
    category: parts.category,
    brand: slugify(parts.brand),
    model: slugify(parts.model),
    ...(storage === "" ? {} : { storage }),
    colour: slugify(parts.colour),
    legacyModelId: parts.legacyModelId
  })
  return Result.flatMap(path, (p) => {
    const query = shapeQuery(parts.shape ?? "")
    return query === undefined
      ? Result.fail(new InvalidRouteParam({ market, key: "product", param: "shape" }))
      : Result.succeed(`${p}${query}`)
  })
}

/** The product page URL of a catalogue product, for the cart's `productUrl` and listings. */
export const productUrlOf = (market: MarketCode, product: Product): Result.Result<string, RouteError> =>
  productUrl(market, {
    category: product.category,
    brand: product.brandName,
    model: product.modelName,
    storage: product.spec.storage,
    colour: product.spec.color,
    legacyModelId: product.legacyModelId,
    shape: product.spec.shape
  })

const decodeQueryPart = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "))
  } catch {
    // A malformed escape (`%E0%A4%A`) is not a value; treat the parameter as absent.
    return undefined
  }
}

/** The first value of a query parameter in `?a=1&b=2` (or without the `?`). */
const queryValue = (search: string, name: string): string | undefined => {
  const query = search.startsWith("?") ? search.slice(1) : search
  for (const pair of query.split("&")) {
    const eq = pair.indexOf("=")
    const key = decodeQueryPart(eq === -1 ? pair : pair.slice(0, eq))
    if (key === name) return eq === -1 ? "" : decodeQueryPart(pair.slice(eq + 1))
  }
  return undefined
}

/**
 * Reads a product page URL back into its parts (slugs, canonical category). `search` is the
 * query string; when empty, a query left on `pathname` is read instead.
 */
export const parseProductUrl = (
  market: MarketCode,
  pathname: string,
  search: string = ""
): Option.Option<ParsedProductUrl> =>
  Option.flatMap(resolvePath(market, pathname), (route) => {
    if (route.key !== "product") return Option.none()
    const queryStart = pathname.indexOf("?")
    const query = search !== "" || queryStart === -1 ? search : pathname.slice(queryStart).split("#")[0] ?? ""
    const shape = queryValue(query, shapeParam) ?? ""
    return Option.some(shape === "" ? route.params : { ...route.params, shape })
  })
