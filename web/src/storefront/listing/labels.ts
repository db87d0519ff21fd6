import type { ListingSort } from "@shop/core/backend/catalog/listingQuery"
import type { MarketCode } from "@shop/core/markets/index"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { Translator } from "../../i18n/translator.ts"
import { gradeKeyOf } from "../../ui/categoryNames.ts"
import { formatPrice } from "../../ui/price.ts"
import { humanize } from "../frames.ts"
import type { ChipField } from "./listingLinks.ts"

/** The listing's words for values the catalogue holds as codes: sorts, grades, chip labels. */

export const sortKey: { readonly [S in ListingSort]: MessageKey } = {
  newest: "listing-sort-newest",
  "price-asc": "listing-sort-price-asc",
  "price-desc": "listing-sort-price-desc",
  discount: "listing-sort-discount"
}

/** Newest first: the order of the sort menu (the default first). */
export const sortOrder: ReadonlyArray<ListingSort> = ["newest", "price-asc", "price-desc", "discount"]

export const gradeLabel = (tr: Translator, shape: string): string => {
  const key = gradeKeyOf(shape)
  return key === null ? shape : tr.t(key)
}

/**
 * What a chip says: the brand's name, the colour family's name (the facet's label), the grade in
 * words, a price in the market's currency.
 */
export const chipLabel = (
  market: MarketCode,
  tr: Translator,
  brandNames: ReadonlyMap<string, string>,
  field: ChipField,
  value: string,
  colourNames: ReadonlyMap<string, string> = new Map()
): string => {
  switch (field) {
    case "brand":
      return brandNames.get(value) ?? humanize(value)
    case "colour":
      return colourNames.get(value) ?? value
    case "shape":
      return gradeLabel(tr, value)
    case "priceMin":
      return tr.t("listing-chip-price-min", { price: formatPrice(market, Number(value)) })
    case "priceMax":
      return tr.t("listing-chip-price-max", { price: formatPrice(market, Number(value)) })
    default:
      return value
  }
}
