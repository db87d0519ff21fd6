import type { BackendDataset } from "@shop/core/backend/dataset"
import type { Product } from "@shop/core/catalog/product"
import { colourFamilies } from "../seed/data/colourFamilies.ts"
import { colourNames } from "../seed/data/colourNames.ts"
import { specNames } from "../seed/data/specNames.ts"
import type { SeedData, SeedExtraService, SeedProduct } from "../seed/types.ts"

/**
 * The seed (adapters/src/seed) as core's BackendDataset, the rows every backend adapter loads:
 * - a shop model is a SeedModel (its id is the legacyModelId of its products);
 * - an accessory is offered with every product of its compatible models in its market; one
 *   without compatible models is a loose accessory, sold on its own (no product lists it);
 * - an extra service is offered with the products of its category whose price is in its band;
 * - buyback models are the model families the funnel buys, under their family id, with their
 *   config values (the funnel's option ids); providers are the seed's carriers;
 * - the catalogue's words (colour families, colour names, spec values, model names) in the market
 *   languages, which products and accessories were named with (seed/data).
 */
const offersService = (service: SeedExtraService, product: SeedProduct): boolean =>
  product.market === service.market &&
  product.category === service.category &&
  product.price >= service.minDevicePrice &&
  (service.maxDevicePrice === null || product.price < service.maxDevicePrice)

/** A seed product as core's Product: the seed's own bookkeeping fields left out. */
const productOfSeed = ({ market: _market, modelId: _model, familyId: _family, brandId: _brand, variantKey: _key, productUrl: _url, ...product }: SeedProduct): Product =>
  product

export const datasetFromSeed = (seed: SeedData): BackendDataset => {
  // Products per market and model, so two thousand accessories do not each scan every product.
  const byMarketModel = new Map<string, Array<number>>()
  for (const p of seed.products) {
    const key = `${p.market}|${p.modelId}`
    const ids = byMarketModel.get(key)
    if (ids === undefined) byMarketModel.set(key, [p.id])
    else ids.push(p.id)
  }
  const buyback = new Set(seed.families.filter((f) => f.buyback).map((f) => f.id))
  return {
    brands: seed.brands.map((b) => ({ id: b.id, slug: b.slug, name: b.name })),
    models: seed.models.map((m) => ({
      id: m.legacyModelId,
      slug: m.slug,
      name: m.name,
      brandId: m.brandId,
      category: m.category,
      imagePath: m.imagePath,
      names: m.names
    })),
    products: seed.products.map((p) => ({
      market: p.market,
      product: productOfSeed(p)
    })),
    accessories: seed.accessories.map((a) => ({
      market: a.market,
      accessory: {
        id: a.id,
        name: a.name,
        price: a.price,
        isActive: a.isActive,
        type: a.type,
        isWrappingTax: a.isWrappingTax,
        imagePath: a.imagePath
      },
      productIds: a.compatibleModelIds.flatMap((modelId) => byMarketModel.get(`${a.market}|${modelId}`) ?? [])
    })),
    extraServices: seed.extraServices.map((s) => ({
      market: s.market,
      service: { id: s.id, type: s.type, key: s.key, price: s.price, isActive: true },
      productIds: seed.products.filter((p) => offersService(s, p)).map((p) => p.id)
    })),
    settings: seed.markets.map((m) => ({
      market: m.market,
      cartLimitations: m.cartLimitations,
      warrantySettings: m.warrantyReturns,
      shipping: {
        courier: m.courierShippingCost,
        locker: m.lockerShippingCost,
        cashOnDeliveryFee: m.cashOnDeliveryFee,
        freeShippingFrom: m.freeShippingFrom
      },
      returnAddress: m.returnAddress
    })),
    sellModels: seed.families.filter((f) => buyback.has(f.id)).map((f) => ({
      id: f.id,
      name: f.name,
      brandId: f.brandId,
      category: f.categoryId,
      imagePath: f.imagePath
    })),
    sellPrices: seed.sellPrices.map((p) => ({
      market: p.market,
      modelId: p.familyId,
      storage: p.storageOptionId,
      base: p.basePrice,
      previous: p.previousPrice
    })),
    sellOptions: seed.sellOptions
      .filter((o) => buyback.has(o.familyId))
      .map((o) => ({ id: o.id, modelId: o.familyId, attribute: o.attribute, label: o.label })),
    sellProviders: seed.sellProviders.map((p) => ({ id: p.id, markets: [...p.markets], name: p.name, locked: p.locked })),
    deductions: seed.sellDeductions.map((d) => ({
      market: d.market,
      deduction: { choiceId: d.choiceId, kind: d.kind, amount: d.amount }
    })),
    lockers: seed.lockers.map((l) => ({
      market: l.market,
      locker: {
        id: l.id,
        name: l.name,
        address: l.address,
        county: l.county,
        locality: l.locality,
        postalCode: l.postalCode,
        latitude: l.lat,
        longitude: l.lng
      }
    })),
    counties: seed.counties.map((c) => ({ market: c.market, county: { id: c.id, name: c.name } })),
    localities: seed.localities.map((l) => ({
      market: l.market,
      locality: { id: l.id, countyId: l.countyId, name: l.name, postalCode: l.postalCode }
    })),
    images: seed.images.map((i) => ({ path: i.path, image: { contentType: "image/svg+xml", body: i.svg } })),
    productImages: seed.productImages,
    colourFamilies: colourFamilies.map((f) => ({ id: f.id, hex: f.hex, names: f.names })),
    colours: colourNames.map((c) => ({ name: c.name, familyId: c.family, names: c.names })),
    specValues: specNames.map((v) => ({ value: v.value, names: v.names }))
  }
}
