import { Option } from "effect"
import type { MarketCode } from "../markets/market.ts"
import { categoryFromSlug } from "./categorySlugs.ts"
import { type CodecContext, type PlaceholderCodec, placeholderCodecs } from "./paramCodecs.ts"
import { allRouteKeys, type Placeholder, type ResolvedRoute, type RouteKey } from "./routeKeys.ts"
import { marketTables } from "./tables/index.ts"

/**
 * The market tables compiled once, at load, into what buildPath and resolvePath read:
 * templates split into segments, static paths in a hash map, parameterised routes bucketed
 * by segment count and first segment and sorted so the most specific template is tried first.
 */

export type Segment =
  | { readonly kind: "literal"; readonly text: string }
  | {
      readonly kind: "param"
      readonly prefix: string
      readonly name: Placeholder
      readonly codec: PlaceholderCodec
      /** The first segment under the shop root: only there can a free-text value shadow a shop page. */
      readonly atShopRoot: boolean
    }

export interface CompiledRoute {
  readonly key: RouteKey
  readonly template: string
  readonly segments: ReadonlyArray<Segment>
  /** In-page anchor without `#`, or "" (contact is the help page at `#contact`). */
  readonly anchor: string
  /** The full path when the template has no placeholder. */
  readonly staticPath: string | undefined
}

export interface RouteIndex {
  /** The context of a segment right under the shop root (see `contextOf`). */
  readonly ctx: CodecContext
  /** The context of every other segment: nothing to shadow there. */
  readonly nestedCtx: CodecContext
  readonly byKey: ReadonlyMap<RouteKey, CompiledRoute>
  readonly exact: ReadonlyMap<string, ResolvedRoute>
  readonly dynamic: ReadonlyMap<string, ReadonlyArray<CompiledRoute>>
}

const isPlaceholder = (name: string): name is Placeholder => Object.hasOwn(placeholderCodecs, name)

const parseSegment = (template: string, text: string, atShopRoot: boolean): Segment => {
  const colon = text.indexOf(":")
  if (colon === -1) return { kind: "literal", text }
  const name = text.slice(colon + 1)
  // The table types already forbid this; failing at load keeps a broken table from shipping.
  if (!isPlaceholder(name)) throw new Error(`Unknown placeholder :${name} in route template ${template}`)
  return { kind: "param", prefix: text.slice(0, colon), name, codec: placeholderCodecs[name], atShopRoot }
}

const segmentTexts = (path: string): ReadonlyArray<string> => (path === "/" ? [] : path.slice(1, -1).split("/"))

/** `shopRoot` holds the shop root's segments (`["magazin"]`). */
const compile = (key: RouteKey, template: string, shopRoot: ReadonlyArray<string>): CompiledRoute => {
  const hash = template.indexOf("#")
  const path = hash === -1 ? template : template.slice(0, hash)
  const texts = segmentTexts(path)
  const underShop = shopRoot.every((text, i) => texts[i] === text)
  const segments = texts.map((s, i) => parseSegment(template, s, underShop && i === shopRoot.length))
  const isStatic = segments.every((s) => s.kind === "literal")
  return {
    key,
    template,
    segments,
    anchor: hash === -1 ? "" : template.slice(hash + 1),
    staticPath: isStatic ? template : undefined
  }
}

const rank = (segment: Segment): number =>
  segment.kind === "literal" ? 0 : segment.prefix !== "" ? 1 : segment.codec.rank

const bySpecificity = (a: CompiledRoute, b: CompiledRoute): number => {
  for (let i = 0; i < a.segments.length; i++) {
    const sa = a.segments[i]
    const sb = b.segments[i]
    const diff = (sa ? rank(sa) : 0) - (sb ? rank(sb) : 0)
    if (diff !== 0) return diff
  }
  return 0
}

export const bucketKey = (segmentCount: number, first: string): string => `${segmentCount}|${first}`

/**
 * First segments under the shop root that a shop page owns (cart, thank-you, payment pages,
 * `koszonjuk-` financing pages): a brand slug there would shadow the page.
 */
const reservedShopSegments = (routes: ReadonlyArray<CompiledRoute>, shop: CompiledRoute | undefined) => {
  const root = shop?.segments ?? []
  const literals = new Set<string>()
  const prefixes: Array<string> = []
  for (const route of routes) {
    const next = route.segments[root.length]
    const underShop = root.every((s, i) => {
      const own = route.segments[i]
      return s.kind === "literal" && own?.kind === "literal" && own.text === s.text
    })
    if (!underShop || next === undefined) continue
    if (next.kind === "literal") literals.add(next.text)
    else if (next.prefix !== "") prefixes.push(next.prefix)
  }
  return { literals, prefixes }
}

const buildIndex = (market: MarketCode): RouteIndex => {
  const table: Readonly<Partial<Record<RouteKey, string>>> = marketTables[market].routes
  const shopRoot = segmentTexts(table.shop ?? "/")
  const compiled = allRouteKeys.flatMap((key) => {
    const template = table[key]
    return template === undefined ? [] : [compile(key, template, shopRoot)]
  })
  const byKey = new Map(compiled.map((r) => [r.key, r] as const))
  const reserved = reservedShopSegments(compiled, byKey.get("shop"))
  const ctx: CodecContext = {
    market,
    isReservedShopSegment: (segment) =>
      reserved.literals.has(segment) ||
      reserved.prefixes.some((p) => segment.startsWith(p)) ||
      Option.isSome(categoryFromSlug(market, segment))
  }
  const nestedCtx: CodecContext = { market, isReservedShopSegment: () => false }
  const exact = new Map<string, ResolvedRoute>()
  const dynamic = new Map<string, Array<CompiledRoute>>()
  for (const route of compiled) {
    if (route.staticPath !== undefined) {
      // Static routes take no params; the cast only widens the key to the union.
      exact.set(route.staticPath, Object.freeze({ key: route.key, params: {} }) as ResolvedRoute)
      continue
    }
    const first = route.segments[0]
    // resolvePath picks candidates by first segment, so that segment must be literal.
    if (first?.kind !== "literal") throw new Error(`Route template ${route.template} must start with a literal`)
    const bucket = bucketKey(route.segments.length, first.text)
    dynamic.set(bucket, [...(dynamic.get(bucket) ?? []), route])
  }
  for (const routes of dynamic.values()) routes.sort(bySpecificity)
  return { ctx, nestedCtx, byKey, exact, dynamic }
}

/**
 * The context a param segment is read and written in. A brand right under the shop root
 * (`/magazin/:brand/`) must not shadow a category or a shop page; the same brand deeper down
 * (`/magazin/:category/:brand/:item/`) shadows nothing, so a brand slugged `tablet` or
 * `console` still gets its product pages.
 */
export const contextOf = (index: RouteIndex, segment: Segment & { readonly kind: "param" }): CodecContext =>
  segment.atShopRoot ? index.ctx : index.nestedCtx

export const routeIndexes: { readonly [M in MarketCode]: RouteIndex } = {
  RO: buildIndex("RO"),
  BG: buildIndex("BG"),
  HU: buildIndex("HU"),
  GR: buildIndex("GR")
}
