import type { CatalogExtraService } from "@shop/core/backend/catalog/catalogTypes"
import { sumMoney } from "@shop/core/cart/money"
import type { Product } from "@shop/core/catalog/product"
import type { MessageKey } from "../../i18n/catalogues.ts"

/**
 * Which message says what on the product page, and the few numbers it derives (the saving).
 * Shared by the server view and the client widget: core files only, no index.
 */

/** The saving against the retail (new) price; null without a retail price above ours. */
export const savingOf = (price: number, retailPrice: number | null): { readonly amount: number; readonly percent: number } | null => {
  if (retailPrice === null || retailPrice <= price || retailPrice <= 0) return null
  const amount = sumMoney([retailPrice, -price])
  // Floored so the page never promises a point more than the shopper saves.
  return { amount, percent: Math.floor((amount / retailPrice) * 100) }
}

/** The previous price, when it is above the price (a struck-through lower price would mislead). */
export const previousPriceOf = (price: number, previousPrice: number | null): number | null =>
  previousPrice !== null && previousPrice > price ? previousPrice : null

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

/** Catalogue service keys the page has a name for; others are named by their type. */
const serviceKeys: ReadonlyMap<string, MessageKey> = new Map([
  ["extra-service.warranty-extension-12-months", "product-service-warranty-12"],
  ["extra-service.warranty-extension-24-months", "product-service-warranty-24"],
  ["extra-service.insurance-theft-and-damage-12-months", "product-service-insurance-12"]
])

export const serviceTypeKey = (type: string): MessageKey => {
  switch (type) {
    case "WARRANTY_EXTENSION":
      return "product-service-type-warranty"
    case "INSURANCE":
      return "product-service-type-insurance"
    default:
      return "product-service-type-other"
  }
}

export const serviceNameKey = (service: Pick<CatalogExtraService, "key" | "type">): MessageKey =>
  serviceKeys.get(service.key) ?? serviceTypeKey(service.type)

/** A short, localized kind for an accessory (its name comes from the catalogue as is). */
export const accessoryTypeKey = (type: string): MessageKey => {
  switch (type) {
    case "CASE":
      return "product-accessory-type-case"
    case "SCREEN_PROTECTOR":
      return "product-accessory-type-screen-protector"
    case "CHARGER":
      return "product-accessory-type-charger"
    case "CABLE":
      return "product-accessory-type-cable"
    case "HEADPHONES":
      return "product-accessory-type-headphones"
    case "STRAP":
      return "product-accessory-type-strap"
    case "CONTROLLER":
      return "product-accessory-type-controller"
    default:
      return "product-accessory-type-other"
  }
}

export interface SpecFact {
  readonly label: MessageKey
  readonly value: string
}

/** The device's facts as catalogue text, in reading order; a fact the device lacks is left out. */
export const specFacts = (product: Pick<Product, "brandName" | "modelName" | "spec" | "legacySku">): ReadonlyArray<SpecFact> => {
  const facts: ReadonlyArray<readonly [MessageKey, string | null]> = [
    ["product-spec-brand", product.brandName],
    ["product-spec-model", product.modelName],
    ["product-spec-storage", product.spec.storage],
    ["product-spec-colour", product.spec.color],
    ["product-spec-connectivity", product.spec.connectivity],
    ["product-spec-material", product.spec.material],
    ["product-spec-size", product.spec.size],
    ["product-spec-sku", product.legacySku]
  ]
  return facts.flatMap(([label, value]) => (value === null || value.trim() === "" ? [] : [{ label, value }]))
}
