import { AfterSalesStatus } from "@shop/core/account/afterSales"
import { MarketCode } from "@shop/core/markets/market"
import { Option, Schema } from "effect"
import { pageParam, paramText, type PageSearchParams } from "../orders/orderQuery.ts"

/** The console's names for the two kinds of request, as the list's `kind` and the detail's path say them. */
export const afterSalesKinds = ["return", "warranty"] as const
export type AfterSalesKindParam = (typeof afterSalesKinds)[number]

export const kindOf = (text: string): AfterSalesKindParam | null => (text === "return" || text === "warranty" ? text : null)

const marketOf = Schema.decodeUnknownOption(MarketCode)
const statusOf = Schema.decodeUnknownOption(AfterSalesStatus)

/** The returns list's filters from the address: returns unless `kind=warranty`; an unknown market or status is dropped. */
export const afterSalesFilterOf = (params: PageSearchParams) => ({
  kind: kindOf(paramText(params, "kind")) ?? "return",
  market: Option.getOrUndefined(marketOf(paramText(params, "market"))),
  status: Option.getOrUndefined(statusOf(paramText(params, "status"))),
  page: pageParam(params)
})
