// One way to write a price, in core: the market's locale and the spec's currency label.
export { formatPrice } from "@shop/core/markets/index"
