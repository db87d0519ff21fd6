import type { ProductImage } from "@shop/core/backend/images/galleryTypes"
import type { WarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import type { CartLimitations } from "@shop/core/cart/limits"
import type { LocalizedNames } from "@shop/core/catalog/catalogueNames"
import type { ReturnAddress } from "@shop/core/catalog/catalogTypes"
import type { Category, CategoryId } from "@shop/core/catalog/category"
import type { Product } from "@shop/core/catalog/product"
import type { MarketCode } from "@shop/core/markets/market"
import type { ConfigAttribute } from "@shop/core/sell/config"
import type { AccessoryKindId } from "./data/accessoryKinds.ts"

/**
 * The seed data the database is filled with: one plain, readonly row type per table-to-be.
 * Every price is in the row's market currency, major units (RON, BGN, HUF, EUR). Ids are
 * positive integers, unique within their row type across all markets, except where noted.
 * adapters/src/postgres/seedDataset.ts turns it into core's BackendDataset.
 */

/** A brand. `id` is core's `brandIds` value where core names the brand (Apple = 3). */
export interface SeedBrand {
  readonly id: number
  readonly name: string
  /** core `slugify(name)`; allowed as a shop brand segment in every market. */
  readonly slug: string
}

/**
 * A device family as the maker names it ("iPad Air (5th generation)", "Watch Series 8"): the
 * buyback funnel's model (its id is the FunnelItem model id and Product.legacySellId), which
 * asks connectivity, size and material as config answers.
 */
export interface SeedModelFamily {
  readonly id: number
  readonly brandId: number
  readonly category: Category
  readonly categoryId: CategoryId
  readonly name: string
  readonly slug: string
  readonly releaseYear: number
  /** Whether the buyback funnel buys this family (it then has sell options and sell prices). */
  readonly buyback: boolean
  /** Picture of the family in its first colour. */
  readonly imagePath: string
}

/**
 * A shop model: one configuration line of a family (a tablet's Wi-Fi or cellular model, a
 * watch's size + case + connectivity), so that its products differ only by storage, colour and
 * shape, as the product page and core's catalogue service expect. Families with one line give
 * a model of the same name; others add the line to the name ("iPad Air (5th generation)
 * Wi-Fi + Cellular"). `id` equals `legacyModelId`, the id in product URLs.
 */
export interface SeedModel {
  readonly id: number
  readonly legacyModelId: number
  readonly familyId: number
  readonly brandId: number
  readonly category: Category
  readonly categoryId: CategoryId
  readonly name: string
  /** core `slugify(name)`; unique among the models of a brand. */
  readonly slug: string
  readonly releaseYear: number
  readonly connectivity: string | null
  readonly material: string | null
  readonly size: string | null
  readonly imagePath: string
  /** The name in the market languages: the edition and the line's words translated. */
  readonly names: Required<Omit<LocalizedNames, "en">>
}

/**
 * A sellable variant in one market: core's Product plus the keys the database joins on.
 * `id` is unique across markets; `variantKey` is shared by the same physical configuration
 * (model, storage, colour, shape) in every market. `modelId` is the SeedModel (=
 * legacyModelId); `legacySellId` is the family id when the family is bought back, else null.
 * `legacyShapeId` is the shape's id in `shapeIds` below.
 */
export type SeedProduct = Product & {
  readonly market: MarketCode
  readonly modelId: number
  readonly familyId: number
  readonly brandId: number
  readonly variantKey: string
  /** core `productUrlOf(market, product)`: path plus `?shape=`. */
  readonly productUrl: string
}

/** Cosmetic grades, best first, with their legacy ids (Product.legacyShapeId). */
export const shapeIds = { excellent: 1, "very-good": 2, good: 3, fair: 4 } as const
export type SeedShape = keyof typeof shapeIds

/** Accessory types: core's three special types plus the ordinary ones the seed sells. */
export const SeedAccessoryTypes = [
  "CASE",
  "CHARGER",
  "SCREEN_PROTECTOR",
  "CABLE",
  "HEADPHONES",
  "STRAP",
  "CONTROLLER",
  "BATTERY",
  "PROFESSIONAL_INSTALLATION",
  "WRAPPING_TAX"
] as const
export type SeedAccessoryType = (typeof SeedAccessoryTypes)[number]

/**
 * An accessory offered in one market, named in the market's language from its kind
 * (data/accessoryKinds.ts). `compatibleModelIds` lists the shop models (SeedModel ids) whose
 * products it is offered with (their related accessories); an empty list means a loose
 * accessory, sold on its own. `isWrappingTax` is true exactly for type WRAPPING_TAX.
 */
export interface SeedAccessory {
  readonly id: number
  readonly market: MarketCode
  readonly kind: AccessoryKindId
  readonly name: string
  readonly price: number
  readonly type: SeedAccessoryType
  readonly isActive: boolean
  readonly isWrappingTax: boolean
  readonly imagePath: string
  readonly compatibleModelIds: ReadonlyArray<number>
}

export const SeedExtraServiceTypes = ["WARRANTY_EXTENSION", "INSURANCE"] as const
export type SeedExtraServiceType = (typeof SeedExtraServiceTypes)[number]

/**
 * An extra service in one market (core ExtraService: id, type, key, price). It is offered on a
 * product of `category` whose price p satisfies minDevicePrice <= p < maxDevicePrice (null: no
 * upper bound). Warranty extensions exist in every market; INSURANCE only in RO.
 * `key` is a translation key (namespace common).
 */
export interface SeedExtraService {
  readonly id: number
  readonly market: MarketCode
  readonly type: SeedExtraServiceType
  readonly key: string
  readonly price: number
  readonly category: Category
  readonly minDevicePrice: number
  readonly maxDevicePrice: number | null
  /** Months the service adds or covers. */
  readonly months: number
}

/**
 * A value the buyback funnel's config step offers for a family (SPEC 2.5 config attributes).
 * Ids are the FunnelItem config values; unique across all options.
 */
export interface SeedSellOption {
  readonly id: number
  readonly familyId: number
  readonly attribute: ConfigAttribute
  readonly label: string
}

/**
 * A provider (mobile carrier) for the config step's provider answer (phones, tablets). The
 * generic "Unlocked" and "Locked to a carrier" (id 531, core's lock-review id) are offered in
 * every market, carriers in their own: `markets` lists where the id is offered.
 */
export interface SeedSellProvider {
  readonly id: number
  readonly markets: ReadonlyArray<MarketCode>
  readonly name: string
  /** Sells network-locked devices. */
  readonly locked: boolean
}

/**
 * The buyback price of a family + storage in one market, for a device in the best condition
 * (FOARTE_BUN, no defects). `storageOptionId`/`storage` are null for families without storage.
 * Always below the cheapest shop price of the same family + storage in that market.
 */
export interface SeedSellPrice {
  readonly id: number
  readonly market: MarketCode
  readonly familyId: number
  readonly storageOptionId: number | null
  readonly storage: string | null
  readonly basePrice: number
  /** The price before the last drop; null when it did not drop. */
  readonly previousPrice: number | null
}

/**
 * What an answer (core sell `choices` id) takes off the base price in one market, as core's
 * backend Deduction: `percent` of the base, or a `fixed` amount in the market currency. One row
 * per choice per market; ruling-out answers take 100 percent.
 */
export interface SeedSellDeduction {
  readonly market: MarketCode
  readonly choiceId: number
  readonly kind: "percent" | "fixed"
  readonly amount: number
}

/** A county (RO județ, BG oblast, HU megye, GR region). `id` is its name's slug, unique per market. */
export interface SeedCounty {
  readonly id: string
  readonly market: MarketCode
  readonly name: string
  /** Short code where the country has one (RO "CJ", ...), else a slug. */
  readonly code: string
}

/** A town; `id` is its name's slug, unique per market. */
export interface SeedLocality {
  readonly id: string
  readonly market: MarketCode
  readonly countyId: string
  readonly name: string
  readonly postalCode: string
}

/** A parcel locker (the sell delivery's `lockerId` and the shop's locker delivery). */
export interface SeedLocker {
  readonly id: string
  readonly market: MarketCode
  readonly name: string
  readonly address: string
  readonly county: string
  readonly locality: string
  readonly postalCode: string
  readonly lat: number
  readonly lng: number
}

/**
 * Per-market settings: shipping, cart limits, warranty and returns. Payment methods (core
 * orders/paymentMethods.ts) and the buyback offer rules (voucher, instant-sell share,
 * minimum: core backend/sell/pricing.ts) are rules of the core, not data.
 */
export interface SeedMarketConfig {
  readonly market: MarketCode
  /** Courier delivery of a shop order; 0 at or above freeShippingFrom. */
  readonly courierShippingCost: number
  readonly lockerShippingCost: number
  readonly cashOnDeliveryFee: number
  readonly freeShippingFrom: number
  readonly cartLimitations: CartLimitations
  readonly warrantyReturns: WarrantyReturnsSettings
  /** The returns warehouse shoppers send devices back to. */
  readonly returnAddress: ReturnAddress
}

/**
 * A generated picture (a device from one side, an accessory's icon), served by the web app at `path`;
 * drawn at 800 x 800 (the images table's default size).
 */
export interface SeedImage {
  readonly path: string
  /** The device category drawn, or "accessory". */
  readonly kind: Category | "accessory"
  readonly colour: string
  readonly label: string
  readonly svg: string
}

export interface SeedData {
  readonly seedNumber: number
  readonly brands: ReadonlyArray<SeedBrand>
  readonly families: ReadonlyArray<SeedModelFamily>
  readonly models: ReadonlyArray<SeedModel>
  readonly products: ReadonlyArray<SeedProduct>
  readonly accessories: ReadonlyArray<SeedAccessory>
  readonly extraServices: ReadonlyArray<SeedExtraService>
  readonly sellOptions: ReadonlyArray<SeedSellOption>
  readonly sellProviders: ReadonlyArray<SeedSellProvider>
  readonly sellPrices: ReadonlyArray<SeedSellPrice>
  readonly sellDeductions: ReadonlyArray<SeedSellDeduction>
  readonly counties: ReadonlyArray<SeedCounty>
  readonly localities: ReadonlyArray<SeedLocality>
  readonly lockers: ReadonlyArray<SeedLocker>
  readonly markets: ReadonlyArray<SeedMarketConfig>
  readonly images: ReadonlyArray<SeedImage>
  /** The galleries: which pictures each model shows in each colour, grade and language. */
  readonly productImages: ReadonlyArray<ProductImage>
}
