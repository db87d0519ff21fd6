import type { MarketCode } from "@shop/core/markets/index"
import { pathOf } from "@shop/core/routes/index"
import type { Translator } from "../../i18n/translator.ts"
import { homeGraph } from "./jsonLd.ts"
import { JsonLdScript } from "./JsonLdScript.tsx"
import { ownOrigin } from "./origins.ts"
import { requestOrigins } from "./requestOrigins.ts"

/** The home page's structured data: the shop (Organization) and its site (WebSite) with the header's search. */
export async function HomeJsonLd(props: { readonly market: MarketCode; readonly tr: Translator }) {
  const { market, tr } = props
  const origin = ownOrigin(market, await requestOrigins(market))
  return <JsonLdScript graph={homeGraph(market, { name: tr.t("site-name"), description: tr.t("site-tagline"), origin }, pathOf(market, "shop"))} />
}
