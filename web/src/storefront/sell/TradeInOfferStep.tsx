"use client"
import { asTradeInItem, tradeInCredit } from "@shop/core/cart/tradeIn"
import { formatPrice } from "@shop/core/markets/priceFormat"
import type { OfferQuote } from "@shop/core/ports/SellApi"
import { useRouter } from "next/navigation"
import { useState } from "react"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { useT } from "../../client/useT.ts"
import type { FunnelNav } from "./useFunnel.ts"

/**
 * The trade-in funnel's last step (issue 19): the device's estimated credit, the normal offer's value
 * without its voucher (core tradeInCredit), paid after the inspection and never taken off the price.
 * "Add" puts it in the cart as the trade-in and goes back where the funnel was opened (a product page
 * or the cart); the server quotes it again when the order is placed.
 */
export function TradeInOfferStep(props: { readonly nav: FunnelNav; readonly quote: OfferQuote | null }) {
  const { nav, quote } = props
  const t = useT()
  const cart = useCart()
  const router = useRouter()
  const [adding, setAdding] = useState(false)
  const item = nav.state.items[0]
  const offer = quote?._tag === "OffersQuoted" ? quote.offers[0] : undefined
  const credit = offer === undefined ? undefined : tradeInCredit(offer)
  if (item === undefined || offer === undefined || credit === undefined) {
    return <p className="sell-error" role="alert">{t("sell-offer-unavailable")}</p>
  }
  const add = async () => {
    setAdding(true)
    await cart.setTradeIn({ item: asTradeInItem(item), estimate: credit, quotedAt: Date.now() })
    router.push(nav.variants.back ?? cart.paths.cart)
  }
  return (
    <div className="sell-offers trade-in-offer">
      <article className="sell-offer" data-testid="trade-in-offer">
        <header className="sell-offer-device">
          <img src={offer.productImage} alt="" width={64} height={64} />
          <h2>{offer.item_name}</h2>
        </header>
        <p className="trade-in-estimate">
          <span>{t("trade-in-estimate")}</span>{" "}
          <strong data-testid="trade-in-estimate">{formatPrice(nav.market, credit)}</strong>
        </p>
        <p className="sell-offer-what">{t("trade-in-paid-after-inspection")}</p>
        <p className="sell-hint">{t("trade-in-how")}</p>
      </article>
      <div className="sell-actions">
        <button type="button" className="button button-primary" data-testid="trade-in-add" disabled={adding || !cart.ready} onClick={() => void add()}>
          {t("trade-in-add")}
        </button>
      </div>
    </div>
  )
}
