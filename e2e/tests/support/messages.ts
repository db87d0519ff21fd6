import { markets as marketTable, type MarketCode } from "@shop/core/markets/market"
import bg from "../../../web/messages/bg.json" with { type: "json" }
import el from "../../../web/messages/el.json" with { type: "json" }
import hu from "../../../web/messages/hu.json" with { type: "json" }
import ro from "../../../web/messages/ro.json" with { type: "json" }
import noticesBg from "../../../web/messages/cart-notices/bg.json" with { type: "json" }
import noticesEl from "../../../web/messages/cart-notices/el.json" with { type: "json" }
import noticesHu from "../../../web/messages/cart-notices/hu.json" with { type: "json" }
import noticesRo from "../../../web/messages/cart-notices/ro.json" with { type: "json" }

const common = { ro, bg, hu, el } as const
const notices = { ro: noticesRo, bg: noticesBg, hu: noticesHu, el: noticesEl } as const
type Key = keyof typeof ro | keyof typeof notices.ro

/** A site-wide message or a cart notice (what the cart says after a change) in the market's language, as the shopper must see it. */
export const message = (market: MarketCode, key: Key): string => {
  const locale = marketTable[market].locale
  const messages: Readonly<Record<string, string>> = { ...common[locale], ...notices[locale] }
  const text = messages[key]
  // A key missing here would make a check pass on a page that shows the bare key.
  if (text === undefined) throw new Error(`no ${locale} message ${key}`)
  return text
}
