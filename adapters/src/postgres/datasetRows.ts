import type { BackendDataset } from "@shop/core/backend/dataset"
import { drawingSide } from "@shop/core/backend/images/gallery"
import { Categories } from "@shop/core/catalog/category"
import type { LocalizedNames, NameLocale } from "@shop/core/catalog/catalogueNames"
import { productImageRowOf } from "./repositories/productImageRow.ts"
import { productRowOf } from "./repositories/productRow.ts"
import { warrantyRowOf } from "./repositories/warrantyRow.ts"
import type * as schema from "./schema/index.ts"

/**
 * Turns core's BackendDataset (the rows the contract suites and the seed start from) into the rows
 * of our tables. Pure; `loadRows` writes them. Display order (accessories, services, limited
 * items) becomes a `position` column.
 */
type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"]

export interface TableRows {
  readonly brands: ReadonlyArray<Row<typeof schema.brands>>
  readonly models: ReadonlyArray<Row<typeof schema.models>>
  readonly products: ReadonlyArray<Row<typeof schema.products>>
  readonly accessories: ReadonlyArray<Row<typeof schema.accessories>>
  readonly productAccessories: ReadonlyArray<Row<typeof schema.productAccessories>>
  readonly extraServices: ReadonlyArray<Row<typeof schema.extraServices>>
  readonly productExtraServices: ReadonlyArray<Row<typeof schema.productExtraServices>>
  readonly shippingCosts: ReadonlyArray<Row<typeof schema.shippingCosts>>
  readonly cartLimitations: ReadonlyArray<Row<typeof schema.cartLimitations>>
  readonly cartLimitedItems: ReadonlyArray<Row<typeof schema.cartLimitedItems>>
  readonly warrantyReturnsSettings: ReadonlyArray<Row<typeof schema.warrantyReturnsSettings>>
  readonly sellModels: ReadonlyArray<Row<typeof schema.sellModels>>
  readonly sellPrices: ReadonlyArray<Row<typeof schema.sellPrices>>
  readonly sellDeductions: ReadonlyArray<Row<typeof schema.sellDeductions>>
  readonly sellOptions: ReadonlyArray<Row<typeof schema.sellOptions>>
  readonly sellProviders: ReadonlyArray<Row<typeof schema.sellProviders>>
  readonly lockers: ReadonlyArray<Row<typeof schema.lockers>>
  readonly counties: ReadonlyArray<Row<typeof schema.counties>>
  readonly localities: ReadonlyArray<Row<typeof schema.localities>>
  readonly images: ReadonlyArray<Row<typeof schema.images>>
  readonly productImages: ReadonlyArray<Row<typeof schema.productImages>>
  readonly colourFamilies: ReadonlyArray<Row<typeof schema.colourFamilies>>
  readonly colourFamilyNames: ReadonlyArray<Row<typeof schema.colourFamilyNames>>
  readonly colours: ReadonlyArray<Row<typeof schema.colours>>
  readonly colourNames: ReadonlyArray<Row<typeof schema.colourNames>>
  readonly specValueNames: ReadonlyArray<Row<typeof schema.specValueNames>>
  readonly modelNames: ReadonlyArray<Row<typeof schema.modelNames>>
  /** The seed's alone: core's dataset knows accessories by type, not kind (seed.ts fills them). */
  readonly accessoryKinds: ReadonlyArray<Row<typeof schema.accessoryKinds>>
  readonly accessoryKindNames: ReadonlyArray<Row<typeof schema.accessoryKindNames>>
  readonly returnAddresses: ReadonlyArray<Row<typeof schema.returnAddresses>>
}

/** One row per language a word has a name in. */
export const nameRows = <R>(names: LocalizedNames | undefined, row: (locale: NameLocale, name: string) => R): ReadonlyArray<R> =>
  names === undefined
    ? []
    : (Object.entries(names) as ReadonlyArray<[NameLocale, string | undefined]>).flatMap(([locale, name]) =>
      name === undefined ? [] : [row(locale, name)])

/**
 * The `kind` column (what the picture shows) of a dataset image, read from its path: the category
 * of `/images/devices/<category>/...`, else "accessory". The seed overwrites it, and the colour and
 * label, with its own facts (seed.ts); nothing reads them back, they describe the drawing.
 */
const imageKindOf = (path: string): Row<typeof schema.images>["kind"] => {
  const category = /^\/images\/devices\/([a-z]+)\//.exec(path)?.[1]
  return Categories.find((c) => c === category) ?? "accessory"
}

export const datasetRows = (dataset: BackendDataset): TableRows => {
  const sizes = new Map(dataset.productImages.map((entry) => [entry.path, { width: entry.width, height: entry.height }] as const))
  return {
    brands: dataset.brands.map((b) => ({ id: b.id, slug: b.slug, name: b.name })),
    models: dataset.models.map((m) => ({
      id: m.id,
      slug: m.slug,
      name: m.name,
      brandId: m.brandId,
      category: m.category,
      imagePath: m.imagePath
    })),
    products: dataset.products.map(({ market, product }) => productRowOf(market, product)),
    accessories: dataset.accessories.map(({ market, accessory: a }, position) => ({
      id: a.id,
      market,
      position,
      name: a.name,
      price: a.price,
      isActive: a.isActive,
      type: a.type,
      isWrappingTax: a.isWrappingTax,
      imagePath: a.imagePath
    })),
    productAccessories: dataset.accessories.flatMap(({ accessory, productIds }) =>
      unique(productIds).map((productId) => ({ productId, accessoryId: accessory.id }))),
    extraServices: dataset.extraServices.map(({ market, service: s }, position) => ({
      id: s.id,
      market,
      position,
      type: s.type,
      key: s.key,
      price: s.price,
      isActive: s.isActive
    })),
    productExtraServices: dataset.extraServices.flatMap(({ service, productIds }) =>
      unique(productIds).map((productId) => ({ productId, serviceId: service.id }))),
    shippingCosts: dataset.settings.map(({ market, shipping }) => ({ market, ...shipping })),
    cartLimitations: dataset.settings.map(({ market, cartLimitations: l }) => ({
      market,
      isActive: l.isActive,
      maxCartItems: l.maxCartItems,
      maxCartLimitedItems: l.maxCartLimitedItems
    })),
    cartLimitedItems: dataset.settings.flatMap(({ market, cartLimitations: l }) =>
      l.limitedItems.map((item, position) => ({ market, position, modelName: item.modelName, storage: item.storage }))),
    warrantyReturnsSettings: dataset.settings.map(({ market, warrantySettings }) => warrantyRowOf(market, warrantySettings)),
    sellModels: dataset.sellModels.map((m) => ({
      id: m.id,
      name: m.name,
      brandId: m.brandId,
      category: m.category,
      imagePath: m.imagePath
    })),
    sellPrices: dataset.sellPrices.map((p) => ({
      market: p.market,
      modelId: p.modelId,
      storage: p.storage,
      base: p.base,
      previous: p.previous
    })),
    sellDeductions: dataset.deductions.map(({ market, deduction: d }) => ({
      market,
      choiceId: d.choiceId,
      kind: d.kind,
      amount: d.amount
    })),
    sellOptions: dataset.sellOptions.map((o) => ({ id: o.id, modelId: o.modelId, attribute: o.attribute, label: o.label })),
    sellProviders: dataset.sellProviders.map((p) => ({ id: p.id, markets: [...p.markets], name: p.name, locked: p.locked })),
    lockers: dataset.lockers.map(({ market, locker: l }) => ({ market, ...l })),
    counties: dataset.counties.map(({ market, county }) => ({ market, id: county.id, name: county.name })),
    localities: dataset.localities.map(({ market, locality: l }) => ({
      market,
      countyId: l.countyId,
      id: l.id,
      name: l.name,
      postalCode: l.postalCode
    })),
    images: dataset.images.map(({ path, image }) => ({
      path,
      kind: imageKindOf(path),
      colour: "",
      label: "",
      contentType: image.contentType,
      ...(image.contentType === "image/svg+xml" ? { svg: image.body } : { data: image.bytes }),
      // A picture's size is its galleries' word; a drawing's otherwise.
      ...(sizes.get(path) ?? { width: drawingSide, height: drawingSide })
    })),
    productImages: dataset.productImages.map(productImageRowOf),
    colourFamilies: dataset.colourFamilies.map((f, position) => ({ id: f.id, hex: f.hex, position })),
    colourFamilyNames: dataset.colourFamilies.flatMap((f) => nameRows(f.names, (locale, name) => ({ familyId: f.id, locale, name }))),
    colours: dataset.colours.map((c) => ({ name: c.name, familyId: c.familyId })),
    colourNames: dataset.colours.flatMap((c) => nameRows(c.names, (locale, name) => ({ colour: c.name, locale, name }))),
    specValueNames: dataset.specValues.flatMap((v) => nameRows(v.names, (locale, name) => ({ value: v.value, locale, name }))),
    modelNames: dataset.models.flatMap((m) => nameRows(m.names, (locale, name) => ({ modelId: m.id, locale, name }))),
    accessoryKinds: [],
    accessoryKindNames: [],
    returnAddresses: dataset.settings.flatMap(({ market, returnAddress }) => (returnAddress === null ? [] : [{ market, ...returnAddress }]))
  }
}

const unique = (ids: ReadonlyArray<number>): ReadonlyArray<number> => [...new Set(ids)]
