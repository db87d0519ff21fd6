import { FinalizeCheckout, ShopClient } from "../../client/islands.tsx"
import { checkoutPageMessages } from "../pageMessages.ts"
import { shopClientProps } from "../shopClientProps.ts"
import type { ViewProps } from "../views.ts"
import { PageFrame } from "../PageFrame.tsx"

/** The cart finalize page: the checkout form with the cart it orders (SPEC 2.1 cart finalize). */
export async function FinalizeView(props: ViewProps<"cartFinalize">) {
  const { market, names, route, tr } = props
  const client = await shopClientProps(market, checkoutPageMessages)
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="checkout-page" links={false}>
      <ShopClient {...client}>
        <FinalizeCheckout market={market} shippingRates={client.shippingRates} />
      </ShopClient>
    </PageFrame>
  )
}
