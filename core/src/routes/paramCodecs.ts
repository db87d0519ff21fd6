import { Option, Result } from "effect"
import { Categories, type Category } from "../catalog/category.ts"
import type { MarketCode } from "../markets/market.ts"
import { categoryFromSlug, categorySlug } from "./categorySlugs.ts"
import type { Placeholder } from "./routeKeys.ts"
import { isSellStepId } from "./sellStepIds.ts"
import { isSlug } from "./slug.ts"

export type ParamBag = Readonly<Record<string, unknown>>

export interface CodecContext {
  readonly market: MarketCode
  /**
   * A segment a page or a category already owns. Only a segment right under the shop root
   * can collide with one; elsewhere the router passes a context that reserves nothing.
   */
  readonly isReservedShopSegment: (segment: string) => boolean
}

/**
 * Reads and writes one `:placeholder` of a path template. `encode` fails with the name of
 * the param it cannot write; `decode` answers the params a segment carries, or undefined
 * (not an Option: resolvePath runs this in its hot loop).
 */
export interface PlaceholderCodec {
  /** When two templates could read the same path, the one whose segment ranks lower wins. */
  readonly rank: number
  readonly encode: (params: ParamBag, ctx: CodecContext) => Result.Result<string, string>
  readonly decode: (segment: string, ctx: CodecContext) => ParamBag | undefined
}

/** Ranks: enumerated values (categories, steps) beat free text such as a brand slug. */
const enumerated = 2
const freeText = 3

const field = (name: string, valid: (text: string, ctx: CodecContext) => boolean): PlaceholderCodec => ({
  rank: freeText,
  encode: (params, ctx) => {
    const value = params[name]
    return typeof value === "string" && valid(value, ctx) ? Result.succeed(value) : Result.fail(name)
  },
  decode: (segment, ctx) => (valid(segment, ctx) ? { [name]: segment } : undefined)
})

/** Order, sale and similar backend ids: letters, digits, `-` and `_`, starting alphanumeric. */
const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/
const isId = (text: string): boolean => idPattern.test(text)

/** A brand at the shop root must not shadow a category listing or a shop page (cart, thank-you, ...). */
export const isBrandSlug = (text: string, ctx: CodecContext): boolean =>
  isSlug(text) && !ctx.isReservedShopSegment(text)

const isCategory = (value: unknown): value is Category =>
  typeof value === "string" && (Categories as ReadonlyArray<string>).includes(value)

const category: PlaceholderCodec = {
  rank: enumerated,
  encode: (params, ctx) =>
    isCategory(params.category) ? Result.succeed(categorySlug(ctx.market, params.category)) : Result.fail("category"),
  decode: (segment, ctx) => {
    const found = categoryFromSlug(ctx.market, segment)
    return Option.isSome(found) ? { category: found.value } : undefined
  }
}

const step: PlaceholderCodec = {
  rank: enumerated,
  encode: (params) =>
    typeof params.step === "string" && isSellStepId(params.step) ? Result.succeed(params.step) : Result.fail("step"),
  decode: (segment) => (isSellStepId(segment) ? { step: segment } : undefined)
}

/**
 * The product's last segment: `model--storage--colour--legacyModelId`, or
 * `model--colour--legacyModelId` without storage. Slugs never hold `--`, so the parts split
 * back unambiguously however many hyphens a model or colour name has.
 */
export const productPartSeparator = "--"
const legacyIdPattern = /^(?:0|[1-9][0-9]*)$/

const item: PlaceholderCodec = {
  rank: freeText,
  encode: (params) => {
    const { colour, legacyModelId, model, storage } = params
    if (typeof model !== "string" || !isSlug(model)) return Result.fail("model")
    if (storage !== undefined && (typeof storage !== "string" || !isSlug(storage))) return Result.fail("storage")
    if (typeof colour !== "string" || !isSlug(colour)) return Result.fail("colour")
    if (typeof legacyModelId !== "number" || !Number.isSafeInteger(legacyModelId) || legacyModelId < 0) {
      return Result.fail("legacyModelId")
    }
    const parts = storage === undefined ? [model, colour] : [model, storage, colour]
    return Result.succeed([...parts, String(legacyModelId)].join(productPartSeparator))
  },
  decode: (segment) => {
    const parts = segment.split(productPartSeparator)
    const id = parts[parts.length - 1]
    if ((parts.length !== 3 && parts.length !== 4) || id === undefined || !legacyIdPattern.test(id)) return undefined
    const legacyModelId = Number(id)
    if (!Number.isSafeInteger(legacyModelId)) return undefined
    const names = parts.slice(0, -1)
    if (!names.every(isSlug)) return undefined
    const [model, storageOrColour, colour] = names
    return colour === undefined
      ? { model, colour: storageOrColour, legacyModelId }
      : { model, storage: storageOrColour, colour, legacyModelId }
  }
}

export const placeholderCodecs: { readonly [P in Placeholder]: PlaceholderCodec } = {
  slug: field("slug", isSlug),
  orderId: field("orderId", isId),
  saleId: field("saleId", isId),
  brand: field("brand", isBrandSlug),
  model: field("model", isSlug),
  provider: field("provider", isSlug),
  category,
  step,
  item
}
