import { ListingSorts } from "@shop/core/backend/catalog/listingQuery"
import * as fc from "fast-check"
import type { ListingFilters } from "../../../src/storefront/listing/listingParams.ts"

/** Filters as the form and the links write them: every value decodes (see core ListingQuery). */
export const filtersArbitrary: fc.Arbitrary<ListingFilters> = fc
  .record({
    brand: fc.option(fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,18}[a-z0-9])?$/), { nil: undefined }),
    storage: fc.uniqueArray(fc.constantFrom("64GB", "128GB", "256 GB", "1TB"), { maxLength: 4 }),
    colour: fc.uniqueArray(fc.stringMatching(/^[A-Za-z(][A-Za-z ()+.&-]{0,14}[A-Za-z)]$/), { maxLength: 4 }),
    shape: fc.uniqueArray(fc.constantFrom("excellent", "very-good", "good", "fair"), { maxLength: 4 }),
    prices: fc.tuple(fc.option(fc.integer({ min: 0, max: 900_000 }), { nil: undefined }), fc.option(fc.integer({ min: 0, max: 900_000 }), { nil: undefined })),
    sort: fc.constantFrom(...ListingSorts),
    page: fc.integer({ min: 1, max: 10_000 })
  })
  .map(({ brand, prices: [a, b], ...rest }): ListingFilters => {
    // Cents, and a minimum never above the maximum (a range the other way round is dropped).
    const [low, high] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b]
    return {
      ...rest,
      ...(brand === undefined ? {} : { brand }),
      ...(low === undefined ? {} : { priceMin: low / 100 }),
      ...(high === undefined ? {} : { priceMax: high / 100 })
    }
  })
