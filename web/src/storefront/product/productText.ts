import type { Product } from "@shop/core/catalog/product"
import type { MessageKey } from "../../i18n/catalogues.ts"

/**
 * Which message says what on the product page.
 * Shared by the server view and the client widget: core files only, no index.
 */

/** What each grade means for the device, by its `shape`; unknown grades get the general promise. */
export const gradeExplanationKey = (shape: string): MessageKey => {
  switch (shape) {
    case "excellent":
      return "product-grade-explain-excellent"
    case "very-good":
      return "product-grade-explain-very-good"
    case "good":
      return "product-grade-explain-good"
    case "fair":
      return "product-grade-explain-fair"
    default:
      return "product-grade-explain-other"
  }
}

export interface SpecFact {
  readonly label: MessageKey
  readonly value: string
}

/**
 * The device's facts in the market's words (the product's labels), in reading order; a fact the
 * device lacks is left out.
 */
export const specFacts = (product: Pick<Product, "brandName" | "labels" | "spec" | "legacySku">): ReadonlyArray<SpecFact> => {
  const facts: ReadonlyArray<readonly [MessageKey, string | null]> = [
    ["product-spec-brand", product.brandName],
    ["product-spec-model", product.labels.model],
    ["product-spec-storage", product.spec.storage],
    ["product-spec-colour", product.labels.color],
    ["product-spec-connectivity", product.labels.connectivity],
    ["product-spec-material", product.labels.material],
    ["product-spec-size", product.spec.size],
    ["product-spec-sku", product.legacySku]
  ]
  return facts.flatMap(([label, value]) => (value === null || value.trim() === "" ? [] : [{ label, value }]))
}
