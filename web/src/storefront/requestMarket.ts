import "server-only"
import type { MarketCode } from "@shop/core/markets/index"
import { headers } from "next/headers"
import { cache } from "react"
import { translatorOfMarket, type Translator } from "../i18n/translator.ts"
import { marketOfHeaders } from "../market/hosts.ts"
import { loadMarketHostConfig } from "../server/marketConfig.ts"

/** The market of the page being rendered; `headers()` is async since Next 15. One lookup per request. */
export const requestMarket = cache(async (): Promise<MarketCode> => marketOfHeaders(await headers(), loadMarketHostConfig()))

/** The market and its translator, what every Server Component of the shop starts with. */
export const requestContext = async (): Promise<{ readonly market: MarketCode; readonly tr: Translator }> => {
  const market = await requestMarket()
  return { market, tr: translatorOfMarket(market) }
}
