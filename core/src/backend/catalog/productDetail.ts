import { Effect, Option, Schema } from "effect"
import { WarrantyReturnsSettings } from "../../account/warrantyReturnsSettings.ts"
import { DbId } from "../../catalog/dbId.ts"
import type { Product } from "../../catalog/product.ts"
import { compareStorage } from "../../catalog/storageOrder.ts"
import type { MarketCode } from "../../markets/market.ts"
import { parseProductUrl, type ParsedProductUrl } from "../../routes/productUrl.ts"
import { slugify } from "../../routes/slug.ts"
import { notFound, type NotFound, type RepositoryError } from "../../errors.ts"
import { CatalogRepository } from "../ports/CatalogRepository.ts"
import { CatalogAccessory, CatalogExtraService } from "../../catalog/catalogTypes.ts"
import { ListedProduct, listedProduct } from "../../catalog/listedProduct.ts"
import { compareShapes } from "./shapes.ts"

/**
 * One choice of a variant dimension on the product page, pointing at the product it leads to. `value`
 * is the catalogue's; `label` the market's word for it where the catalogue holds one (colour), else
 * the value (storage; the shell names grades itself).
 */
export const VariantOption = Schema.Struct({
  value: Schema.String,
  label: Schema.String,
  productId: Schema.Number,
  price: Schema.Number,
  inStock: Schema.Boolean,
  productUrl: Schema.NullOr(Schema.String),
  selected: Schema.Boolean
})
export type VariantOption = typeof VariantOption.Type

export const ProductDetail = Schema.Struct({
  product: ListedProduct,
  options: Schema.Struct({
    storage: Schema.Array(VariantOption),
    colour: Schema.Array(VariantOption),
    shape: Schema.Array(VariantOption)
  }),
  /** Active accessories offered with the device, display order. */
  accessories: Schema.Array(CatalogAccessory),
  /** Active extra services offered with the device. */
  extraServices: Schema.Array(CatalogExtraService),
  warranty: WarrantyReturnsSettings
})
export type ProductDetail = typeof ProductDetail.Type

type Dimension = "storage" | "colour" | "shape"

const valueOf = (product: Product, dimension: Dimension): string | null =>
  dimension === "storage" ? product.spec.storage : dimension === "colour" ? product.spec.color : product.spec.shape

const labelOf = (product: Product, dimension: Dimension, value: string): string =>
  dimension === "colour" ? product.labels.color : value


const dimensionOrder: { readonly [D in Dimension]: (a: string, b: string) => number } = {
  storage: compareStorage,
  colour: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  shape: compareShapes
}

/** In stock first, then the better shape, then the cheaper, then the lower id. */
const preference = (a: Product, b: Product): number =>
  Number(b.stock > 0) - Number(a.stock > 0) ||
  compareShapes(a.spec.shape, b.spec.shape) ||
  a.price - b.price ||
  a.id - b.id

/**
 * The choices of one dimension: for each value, the variant that keeps the current product's other
 * dimensions if there is one (else the preferred variant with that value). Values in the order of
 * the catalogue (shape: best first; storage: smallest capacity first; colour: code-point order).
 */
export const variantOptions = (
  market: MarketCode,
  current: Product,
  variants: ReadonlyArray<Product>,
  dimension: Dimension
): ReadonlyArray<VariantOption> => {
  const others = (["storage", "colour", "shape"] as const).filter((d) => d !== dimension)
  const values = [...new Set(variants.flatMap((v) => valueOf(v, dimension) ?? []))]
  values.sort(dimensionOrder[dimension])
  return values.flatMap((value) => {
    const withValue = variants.filter((v) => valueOf(v, dimension) === value).sort(preference)
    const target = withValue.find((v) => others.every((d) => valueOf(v, d) === valueOf(current, d))) ?? withValue[0]
    if (target === undefined) return []
    return [{
      value,
      label: labelOf(target, dimension, value),
      productId: target.id,
      price: target.price,
      inStock: target.stock > 0,
      productUrl: listedProduct(market, target).productUrl,
      selected: valueOf(current, dimension) === value
    }]
  })
}

/**
 * The product a product-page URL names: the model's variant whose brand, model, storage and colour
 * slugs and category match the URL, with the URL's shape; without a shape (or with one no variant
 * has), the preferred matching variant (in stock, best shape, cheapest).
 */
export const findVariant = (
  variants: ReadonlyArray<Product>,
  parsed: ParsedProductUrl
): Product | undefined => {
  const matching = variants.filter((v) =>
    v.category === parsed.category &&
    slugify(v.brandName) === parsed.brand &&
    slugify(v.modelName) === parsed.model &&
    (v.spec.storage === null ? parsed.storage === undefined : slugify(v.spec.storage) === parsed.storage) &&
    slugify(v.spec.color) === parsed.colour
  )
  const sorted = [...matching].sort(preference)
  return sorted.find((v) => v.spec.shape === parsed.shape) ?? sorted[0]
}

/** The product page data of a product. */
export const productDetailOf = Effect.fn("Catalog.productDetailOf")(function*(
  market: MarketCode,
  product: Product
): Effect.fn.Return<ProductDetail, RepositoryError, CatalogRepository> {
  const repo = yield* CatalogRepository
  const [variants, accessories, services, warranty] = yield* Effect.all([
    repo.variantsOfModel(market, product.legacyModelId),
    repo.accessories(market, [product.id]),
    repo.extraServices(market, [product.id]),
    repo.warrantySettings(market)
  ], { concurrency: "unbounded" })
  const family = variants.some((v) => v.id === product.id) ? variants : [...variants, product]
  return {
    product: listedProduct(market, product),
    options: {
      storage: variantOptions(market, product, family, "storage"),
      colour: variantOptions(market, product, family, "colour"),
      shape: variantOptions(market, product, family, "shape")
    },
    accessories: (accessories[0]?.accessories ?? []).filter((a) => a.isActive),
    extraServices: (services[0]?.services ?? []).filter((s) => s.isActive),
    warranty
  }
})

const isDbId = Schema.is(DbId)

/**
 * Product page by the parts parseProductUrl read from a URL; NotFound when they name no product. A
 * URL may carry any digits as its model id: one no database row can have (0, 2^31) names nothing.
 */
export const productDetailByParts = Effect.fn("Catalog.productDetailByParts")(function*(
  market: MarketCode,
  parsed: ParsedProductUrl
): Effect.fn.Return<ProductDetail, NotFound | RepositoryError, CatalogRepository> {
  if (!isDbId(parsed.legacyModelId)) return yield* Effect.fail(notFound("product", parsed.legacyModelId))
  const repo = yield* CatalogRepository
  const product = findVariant(yield* repo.variantsOfModel(market, parsed.legacyModelId), parsed)
  if (product === undefined) return yield* Effect.fail(notFound("product", parsed.legacyModelId))
  return yield* productDetailOf(market, product)
})

/**
 * Product page by URL (pathname, and the query string holding `shape`). NotFound when the path is
 * not a product page of the market or names no product.
 */
export const productDetail = Effect.fn("Catalog.productDetail")(function*(
  market: MarketCode,
  pathname: string,
  search: string = ""
): Effect.fn.Return<ProductDetail, NotFound | RepositoryError, CatalogRepository> {
  const parsed = parseProductUrl(market, pathname, search)
  if (Option.isNone(parsed)) return yield* Effect.fail(notFound("product page", pathname))
  return yield* productDetailByParts(market, parsed.value)
})

/** Product page by id (the cart's links and the API). */
export const productDetailById = Effect.fn("Catalog.productDetailById")(function*(
  market: MarketCode,
  id: number
): Effect.fn.Return<ProductDetail, NotFound | RepositoryError, CatalogRepository> {
  const repo = yield* CatalogRepository
  const product = yield* repo.productById(market, id)
  if (Option.isNone(product)) return yield* Effect.fail(notFound("product", id))
  return yield* productDetailOf(market, product.value)
})
