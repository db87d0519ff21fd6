import { markets as marketTable, type MarketCode } from "@shop/core/markets/market"
import bg from "../../../web/messages/content/bg.json" with { type: "json" }
import el from "../../../web/messages/content/el.json" with { type: "json" }
import hu from "../../../web/messages/content/hu.json" with { type: "json" }
import ro from "../../../web/messages/content/ro.json" with { type: "json" }

const content = { ro, bg, hu, el } as const

/** A content-area message (web/messages/content) in the market's language. */
export const contentMessage = (market: MarketCode, key: keyof typeof ro): string => content[marketTable[market].locale][key]
