import { Schema } from "effect"
import { Category } from "./category.ts"
import { Product } from "./product.ts"

/** Rows the catalogue repository answers with. Prices are in the market's currency, major units. */

const Int = Schema.Number.check(Schema.isInt())
const Count = Int.check(Schema.isGreaterThanOrEqualTo(0))
const Price = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))

/** A brand with at least one in-stock product in the market. Ids follow core `brandIds`. */
export const Brand = Schema.Struct({
  id: Int,
  slug: Schema.String,
  name: Schema.String,
  /** In-stock products of the brand (in the asked category when one was given). */
  productCount: Count
})
export type Brand = typeof Brand.Type

/**
 * A model (legacyModelId of its products) with at least one in-stock product in the market. `name`
 * is the model's name in the market's words ("iPad (9. generáció) Wi-Fi"); `slug` is made from its
 * catalogue (English) name, as product URLs are.
 */
export const CatalogModel = Schema.Struct({
  id: Int,
  slug: Schema.String,
  name: Schema.String,
  brandId: Int,
  brandSlug: Schema.String,
  brandName: Schema.String,
  category: Category,
  imagePath: Schema.String,
  /** Lowest in-stock price. */
  fromPrice: Price,
  productCount: Count
})
export type CatalogModel = typeof CatalogModel.Type

export const ModelFilter = Schema.Struct({
  category: Schema.optionalKey(Category),
  brandSlug: Schema.optionalKey(Schema.String)
})
export type ModelFilter = typeof ModelFilter.Type

/**
 * What the catalogue knows about an accessory in a market (cases, chargers, screen protectors,
 * BATTERY, PROFESSIONAL_INSTALLATION, WRAPPING_TAX, ...). Inactive ones are returned too, flagged,
 * so the cart refresh can drop them (SPEC 4).
 */
export const CatalogAccessory = Schema.Struct({
  id: Int,
  name: Schema.String,
  price: Price,
  isActive: Schema.Boolean,
  type: Schema.String,
  isWrappingTax: Schema.Boolean,
  imagePath: Schema.String
})
export type CatalogAccessory = typeof CatalogAccessory.Type

/** The accessories offered with one device, in display order. */
export const ProductAccessories = Schema.Struct({
  productId: Int,
  accessories: Schema.Array(CatalogAccessory)
})
export type ProductAccessories = typeof ProductAccessories.Type

/** An extra service (warranty extension, insurance in RO) offered with one device. */
export const CatalogExtraService = Schema.Struct({
  id: Int,
  type: Schema.String,
  key: Schema.String,
  price: Price,
  isActive: Schema.Boolean
})
export type CatalogExtraService = typeof CatalogExtraService.Type

export const ProductExtraServices = Schema.Struct({
  productId: Int,
  services: Schema.Array(CatalogExtraService)
})
export type ProductExtraServices = typeof ProductExtraServices.Type

/** A product of the market with the accessories and extra services offered with it (display order, inactive included). */
export const OfferedProduct = Schema.Struct({
  product: Product,
  accessories: Schema.Array(CatalogAccessory),
  services: Schema.Array(CatalogExtraService)
})
export type OfferedProduct = typeof OfferedProduct.Type

/**
 * Everything the cart refresh reads from the catalogue in one call: the known products among the
 * lines' ids with their offers, and the known loose accessories among the ids sent.
 */
export const CartRefreshCatalog = Schema.Struct({
  products: Schema.Array(OfferedProduct),
  accessories: Schema.Array(CatalogAccessory)
})
export type CartRefreshCatalog = typeof CartRefreshCatalog.Type

/**
 * Delivery prices of a market (our decision: the spec does not show them). Shipping is free from
 * `freeShippingFrom` (products total) when set; cash on delivery adds its fee.
 */
export const ShippingRates = Schema.Struct({
  courier: Price,
  locker: Price,
  cashOnDeliveryFee: Price,
  freeShippingFrom: Schema.NullOr(Price)
})
export type ShippingRates = typeof ShippingRates.Type

/**
 * Where a market's shoppers send a device back (a return, a warranty claim, a sale sent by post):
 * the returns warehouse, written as the country's post writes an address.
 */
export const ReturnAddress = Schema.Struct({
  /** Company and department, the first line of the label. */
  recipient: Schema.String,
  street: Schema.String,
  postalCode: Schema.String,
  city: Schema.String,
  /** County or region where the country's addresses name one. */
  region: Schema.NullOr(Schema.String),
  country: Schema.String,
  phone: Schema.String
})
export type ReturnAddress = typeof ReturnAddress.Type

/**
 * One choice of a filter: the value the query names it by, how many products of the scope have it,
 * and, where the catalogue holds the market's word for it, that word (colour families).
 */
export const FacetValue = Schema.Struct({ value: Schema.String, count: Count, label: Schema.optionalKey(Schema.String) })
export type FacetValue = typeof FacetValue.Type

/**
 * Filter choices of a listing, counted over its scope (category, brand, model) with the
 * price/storage/colour/shape filters NOT applied, so the shopper always sees every choice.
 * Storage and shape values are the products' own, sorted by value. Colour is filtered by colour
 * family ("black", "blue": a shopper looks for a blue phone, not for "Sierra Blue" or "Pacific
 * Blue"), each with the family's name in the market's words, in the families' catalogue order.
 * Price is null for an empty scope.
 */
export const ListingFacets = Schema.Struct({
  storage: Schema.Array(FacetValue),
  colour: Schema.Array(FacetValue),
  shape: Schema.Array(FacetValue),
  price: Schema.NullOr(Schema.Struct({ min: Price, max: Price }))
})
export type ListingFacets = typeof ListingFacets.Type

/** One page of a listing: in-stock products only, `total` counts every match across pages. */
export const ListingPage = Schema.Struct({
  items: Schema.Array(Product),
  total: Count,
  facets: ListingFacets
})
export type ListingPage = typeof ListingPage.Type
