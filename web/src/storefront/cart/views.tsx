import { pathOf } from "@shop/core/routes/index"
import { redirect } from "next/navigation"
import { CartExtraPage, CartLoginPage, CartPage, ShopClient } from "../../client/islands.tsx"
import { serverSettings } from "../../server/settings.ts"
import { categoryLinks } from "../../ui/Header.tsx"
import { PageFrame } from "../PageFrame.tsx"
import { cartPageMessages } from "../pageMessages.ts"
import { shopClientProps } from "../shopClientProps.ts"
import type { RouteViews, ViewProps } from "../views.ts"
import { cartLimits } from "./cartLimitsData.ts"

/** The cart page: the client widget over the stored cart, with the market's limits loaded here. */
async function CartView(props: ViewProps<"cart">) {
  const { market, names, route, tr } = props
  const [client, limits] = await Promise.all([shopClientProps(market, cartPageMessages), cartLimits(market)])
  return (
    <PageFrame market={market} route={route} tr={tr} names={names}>
      <ShopClient {...client}>
        <CartPage limits={limits} categories={categoryLinks(market, tr)} />
      </ShopClient>
    </PageFrame>
  )
}

/** The upsell page exists only while its flag is on (SPEC 3); otherwise the cart is the place to be. */
async function CartExtraView(props: ViewProps<"cartExtra">) {
  const { market, names, route, tr } = props
  if (!serverSettings().cartFeatures.upsellPage) redirect(pathOf(market, "cart"))
  const client = await shopClientProps(market, cartPageMessages)
  return (
    <PageFrame market={market} route={route} tr={tr} names={names}>
      <ShopClient {...client}>
        <CartExtraPage categories={categoryLinks(market, tr)} />
      </ShopClient>
    </PageFrame>
  )
}

async function CartLoginView(props: ViewProps<"cartLogin">) {
  const { market, names, route, tr } = props
  const [client, limits] = await Promise.all([shopClientProps(market, cartPageMessages), cartLimits(market)])
  return (
    <PageFrame market={market} route={route} tr={tr} names={names}>
      <ShopClient {...client}>
        <CartLoginPage limits={limits} categories={categoryLinks(market, tr)} />
      </ShopClient>
    </PageFrame>
  )
}

/** The cart area's pages by route key. */
export const cartViews: RouteViews = { cart: CartView, cartExtra: CartExtraView, cartLogin: CartLoginView }
