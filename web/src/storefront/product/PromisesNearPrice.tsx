import type { WarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import type { ShippingRates } from "@shop/core/catalog/catalogTypes"
import type { MarketCode } from "@shop/core/markets/market"
import { purchasePromises } from "@shop/core/orders/purchasePromises"
import type { Translator } from "../../i18n/translator.ts"
import { PurchasePromises } from "../../ui/PurchasePromises.tsx"

/**
 * The product page's promises, right under its price (issue 17): the warranty and return period of
 * the market's settings, delivery at what this device alone would cost (free above the threshold),
 * and the market's ways to pay (core purchasePromises).
 */
export function PromisesNearPrice(props: {
  readonly market: MarketCode
  readonly tr: Translator
  readonly price: number
  readonly warranty: WarrantyReturnsSettings
  readonly rates: ShippingRates
}) {
  const { market, tr } = props
  const promises = purchasePromises({ market, price: props.price, warranty: props.warranty, rates: props.rates })
  return (
    <div className="pdp-promises-card">
      <PurchasePromises market={market} tr={tr} promises={promises} />
    </div>
  )
}
