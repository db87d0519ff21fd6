import type { ListedProduct } from "@shop/core/catalog/listedProduct"
import type { WarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import { formatPrice, type MarketCode } from "@shop/core/markets/index"
import type { Translator } from "../../i18n/translator.ts"
import { gradeKeyOf } from "../../ui/categoryNames.ts"

/**
 * Meta descriptions that describe the page (issue 17): a product page says which device, its grade,
 * its price, its warranty and return period and whether it is in stock, in the market's language,
 * from the same phrases the page shows (so a translation is written once).
 */

/** The grade as the page names it; a grade the shell does not know, as the catalogue has it. */
export const gradeName = (tr: Translator, shape: string): string => {
  const key = gradeKeyOf(shape)
  return key === null ? shape : tr.t(key)
}

export const productDescription = (
  market: MarketCode,
  tr: Translator,
  product: ListedProduct,
  warranty: WarrantyReturnsSettings
): string =>
  tr.t("seo-product-description", {
    product: product.naming.title,
    condition: tr.t("product-condition-badge", { grade: gradeName(tr, product.spec.shape) }),
    price: formatPrice(market, product.price),
    warranty: tr.t("product-warranty-years", { years: warranty.defaultWarrantyPeriodYears }),
    returns: tr.t("product-return-days", { days: warranty.defaultReturnPeriodDays }),
    stock: tr.t(product.stockState === "in-stock" ? "product-stock-in" : "product-stock-out")
  })
