// One way to write a price, and one discount rule, in core: the market's locale and the spec's
// currency label; a previous price only above the price, its percent, the saving against retail.
export { formatPrice } from "@shop/core/markets/priceFormat"
export { discountPercent, previousPriceOf, savingOf } from "@shop/core/catalog/discount"
