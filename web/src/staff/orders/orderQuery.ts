import { MarketCode } from "@shop/core/markets/market"
import { OrderStatus } from "@shop/core/orders/orderStatus"
import { Option, Schema } from "effect"

/** A page's search parameters as Next hands them. */
export type PageSearchParams = Readonly<Record<string, string | ReadonlyArray<string> | undefined>>

/** One search parameter as text (the first of a repeated one), "" without it. */
export const paramText = (params: PageSearchParams, name: string, max = 200): string => {
  const value = params[name]
  const text = typeof value === "string" ? value : Array.isArray(value) ? String(value[0] ?? "") : ""
  return text.trim().slice(0, max)
}

const marketOf = Schema.decodeUnknownOption(MarketCode)
const statusOf = Schema.decodeUnknownOption(OrderStatus)

/** The list page's `page`: a whole number from 1, else 1 (a link typed by hand shows the first page, not an error). */
export const pageParam = (params: PageSearchParams): number => {
  const page = Number(paramText(params, "page", 6))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/**
 * The orders list's filters from the address: a market or status the console does not know is
 * dropped (the filter shows "any"), the search words kept as typed (core/orders/orderSearch.ts reads them).
 */
export const ordersFilterOf = (params: PageSearchParams) => {
  const market = Option.getOrUndefined(marketOf(paramText(params, "market")))
  const status = Option.getOrUndefined(statusOf(paramText(params, "status")))
  const q = paramText(params, "q", 100)
  return { market, status, q: q === "" ? undefined : q, page: pageParam(params) }
}

/** The filters to keep in the pager's links. */
export const keptFilters = (filters: Readonly<Record<string, string | number | undefined>>): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter(([name, value]) => name !== "page" && value !== undefined && value !== "").map(([name, value]) => [name, String(value)]))
