import { Schema } from "effect"
import { WarrantyReturnsSettings } from "../account/warrantyReturnsSettings.ts"
import { CartLimitations } from "../cart/limits.ts"
import { Category, CategoryId } from "../catalog/category.ts"
import { Product } from "../catalog/product.ts"
import { MarketCode } from "../markets/market.ts"
import { ConfigAttributes } from "../sell/config.ts"
import { CatalogAccessory, CatalogExtraService, ReturnAddress, ShippingRates } from "../catalog/catalogTypes.ts"
import { LocalizedNames } from "../catalog/catalogueNames.ts"
import { ProductImage } from "./images/galleryTypes.ts"
import { ImagePath, StoredImage } from "./images/imageTypes.ts"
import { County, Locality, ParcelLocker } from "../locations/locationTypes.ts"
import { Deduction } from "../sell/sellTypes.ts"

/**
 * The whole content of the read-side repositories, as plain rows. The contract suites seed an
 * adapter with a small one (test/support/backend/dataset.ts); the seed can produce a large one, so
 * one loader per adapter serves both. Display order of accessories and services is array order.
 */

const Int = Schema.Number.check(Schema.isInt())
const Amount = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))

export const DatasetBrand = Schema.Struct({ id: Int, slug: Schema.String, name: Schema.String })
export type DatasetBrand = typeof DatasetBrand.Type

/** A shop model; its id is the products' legacyModelId. `names`: its name in the shop's languages. */
export const DatasetModel = Schema.Struct({
  id: Int,
  slug: Schema.String,
  name: Schema.String,
  brandId: Int,
  category: Category,
  imagePath: Schema.String,
  names: Schema.optionalKey(LocalizedNames)
})
export type DatasetModel = typeof DatasetModel.Type

export const DatasetProduct = Schema.Struct({ market: MarketCode, product: Product })
export type DatasetProduct = typeof DatasetProduct.Type

/** An accessory's row in one market and the products it is offered with there. */
export const DatasetAccessory = Schema.Struct({
  market: MarketCode,
  accessory: CatalogAccessory,
  productIds: Schema.Array(Int)
})
export type DatasetAccessory = typeof DatasetAccessory.Type

export const DatasetExtraService = Schema.Struct({
  market: MarketCode,
  service: CatalogExtraService,
  productIds: Schema.Array(Int)
})
export type DatasetExtraService = typeof DatasetExtraService.Type

export const DatasetMarketSettings = Schema.Struct({
  market: MarketCode,
  cartLimitations: CartLimitations,
  warrantySettings: WarrantyReturnsSettings,
  shipping: ShippingRates,
  /** Null: the market has no returns warehouse on file. */
  returnAddress: Schema.NullOr(ReturnAddress)
})
export type DatasetMarketSettings = typeof DatasetMarketSettings.Type

/**
 * A colour family (black, blue, ...), what the listing's colour filter offers: its name in the shop's
 * languages (`en` included) and a swatch. Catalogue order is array order.
 */
export const DatasetColourFamily = Schema.Struct({
  id: Schema.String,
  hex: Schema.String,
  names: LocalizedNames
})
export type DatasetColourFamily = typeof DatasetColourFamily.Type

/** A maker's colour name (the value of a product spec's colour), its family and its names. */
export const DatasetColour = Schema.Struct({
  name: Schema.String,
  familyId: Schema.String,
  names: LocalizedNames
})
export type DatasetColour = typeof DatasetColour.Type

/** A spec value (a material, a connectivity, a config value of the buyback funnel) and its names. */
export const DatasetSpecValue = Schema.Struct({
  value: Schema.String,
  names: LocalizedNames
})
export type DatasetSpecValue = typeof DatasetSpecValue.Type

/** A buyback model (ids are the funnel's model ids, not necessarily the shop's). */
export const DatasetSellModel = Schema.Struct({
  id: Int,
  name: Schema.String,
  brandId: Int,
  category: CategoryId,
  imagePath: Schema.String
})
export type DatasetSellModel = typeof DatasetSellModel.Type

export const DatasetSellPrice = Schema.Struct({
  market: MarketCode,
  modelId: Int,
  storage: Schema.NullOr(Int),
  base: Amount,
  previous: Schema.NullOr(Amount)
})
export type DatasetSellPrice = typeof DatasetSellPrice.Type

/** A config value of a buyback model (its colours, storages, sizes ...); providers are not per model. */
export const DatasetSellOption = Schema.Struct({
  id: Int,
  modelId: Int,
  attribute: Schema.Literals(ConfigAttributes),
  label: Schema.String
})
export type DatasetSellOption = typeof DatasetSellOption.Type

/** A mobile carrier, the config step's provider values, in the markets it operates in. */
export const DatasetSellProvider = Schema.Struct({
  id: Int,
  markets: Schema.Array(MarketCode),
  name: Schema.String,
  /** Sells network-locked devices. */
  locked: Schema.Boolean
})
export type DatasetSellProvider = typeof DatasetSellProvider.Type

export const DatasetDeduction = Schema.Struct({ market: MarketCode, deduction: Deduction })
export type DatasetDeduction = typeof DatasetDeduction.Type

/** A picture the app serves at `path` (products' and accessories' imagePath point at these). */
export const DatasetImage = Schema.Struct({ path: ImagePath, image: StoredImage })
export type DatasetImage = typeof DatasetImage.Type

export const BackendDataset = Schema.Struct({
  brands: Schema.Array(DatasetBrand),
  models: Schema.Array(DatasetModel),
  products: Schema.Array(DatasetProduct),
  accessories: Schema.Array(DatasetAccessory),
  extraServices: Schema.Array(DatasetExtraService),
  settings: Schema.Array(DatasetMarketSettings),
  sellModels: Schema.Array(DatasetSellModel),
  sellPrices: Schema.Array(DatasetSellPrice),
  sellOptions: Schema.Array(DatasetSellOption),
  sellProviders: Schema.Array(DatasetSellProvider),
  deductions: Schema.Array(DatasetDeduction),
  lockers: Schema.Array(Schema.Struct({ market: MarketCode, locker: ParcelLocker })),
  counties: Schema.Array(Schema.Struct({ market: MarketCode, county: County })),
  localities: Schema.Array(Schema.Struct({ market: MarketCode, locality: Locality })),
  images: Schema.Array(DatasetImage),
  /** Where the pictures go: the galleries of models in their colours (paths among `images`). */
  productImages: Schema.Array(ProductImage),
  colourFamilies: Schema.Array(DatasetColourFamily),
  colours: Schema.Array(DatasetColour),
  specValues: Schema.Array(DatasetSpecValue)
})
export type BackendDataset = typeof BackendDataset.Type

/**
 * What a market without a settings row gets: no cart limits, the SPEC 9 warranty and returns
 * defaults, free delivery, no return address on file. Adapters answer these rather than fail.
 */
export const defaultMarketSettings = (market: MarketCode): DatasetMarketSettings => ({
  market,
  cartLimitations: { isActive: false, maxCartItems: 0, limitedItems: [], maxCartLimitedItems: 0 },
  warrantySettings: Schema.decodeUnknownSync(WarrantyReturnsSettings)({}),
  shipping: { courier: 0, locker: 0, cashOnDeliveryFee: 0, freeShippingFrom: null },
  returnAddress: null
})

/** A dataset with nothing in it, for tests and fakes that fill only what they need. */
export const emptyDataset: BackendDataset = {
  brands: [],
  models: [],
  products: [],
  accessories: [],
  extraServices: [],
  settings: [],
  sellModels: [],
  sellPrices: [],
  sellOptions: [],
  sellProviders: [],
  deductions: [],
  lockers: [],
  counties: [],
  localities: [],
  images: [],
  productImages: [],
  colourFamilies: [],
  colours: [],
  specValues: []
}
