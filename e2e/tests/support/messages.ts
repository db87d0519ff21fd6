import { markets as marketTable, type MarketCode } from "@shop/core/markets/market"
import bg from "../../../web/messages/bg.json" with { type: "json" }
import el from "../../../web/messages/el.json" with { type: "json" }
import hu from "../../../web/messages/hu.json" with { type: "json" }
import ro from "../../../web/messages/ro.json" with { type: "json" }

const common = { ro, bg, hu, el } as const

/** A site-wide message in the market's language, as the shopper must see it. */
export const message = (market: MarketCode, key: keyof typeof ro): string => common[marketTable[market].locale][key]
