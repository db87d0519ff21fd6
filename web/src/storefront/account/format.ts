import type { Order } from "@shop/core/orders/orderTypes"
import type { MarketCode } from "@shop/core/markets/index"
import { markets } from "@shop/core/markets/index"

/** A date in the market's own time zone (SPEC 9) and language, e.g. "22.11.2026". */
export const formatDay = (market: MarketCode, at: number): string =>
  new Intl.DateTimeFormat(markets[market].locale, { timeZone: markets[market].timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at)

/** A calendar day (YYYY-MM-DD: a pickup or a transfer) written the market's way; anything else as it is. */
export const dayText = (market: MarketCode, day: string): string => {
  const at = Date.parse(`${day}T12:00:00Z`)
  return Number.isNaN(at) ? day : formatDay(market, at)
}

/** An IBAN or card number with all but its last four characters hidden. */
export const maskAccount = (value: string): string => {
  const compact = value.replace(/\s+/g, "")
  return compact.length <= 4 ? compact : `•••• ${compact.slice(-4)}`
}

/** An order's courier address as one line (the pickup address a return or a send-in starts with); a locker order has none. */
export const courierAddressOf = (order: Order): string =>
  order.delivery.method === "courier"
    ? [`${order.delivery.address.street} ${order.delivery.address.number}`, order.delivery.address.locality, order.delivery.address.county].join(", ")
    : ""
