"use client"
import type { ShippingRates } from "@shop/core/catalog/catalogTypes"
import type { CartFeatureFlags } from "@shop/core/cart/context"
import type { CartLimitations } from "@shop/core/cart/limits"
import type { MarketCode } from "@shop/core/markets/market"
import type { ReactNode } from "react"
import type { Messages, UiLocale } from "../i18n/catalogues.ts"
import { IntlClientProvider } from "../i18n/IntlClientProvider.tsx"
import { CartProvider } from "./cart/CartProvider.tsx"
import type { ShopPaths } from "./shopPaths.ts"
import { ToastsProvider } from "./toasts/Toasts.tsx"

/** What a page hands its client widgets: the market's text and paths, cart flags, shipping rates and limits. */
export interface ShopClientProps {
  readonly market: MarketCode
  readonly locale: UiLocale
  readonly messages: Messages
  readonly flags: CartFeatureFlags
  readonly shippingRates: ShippingRates
  /** SPEC 3 cart limitations, checked when a device is added. */
  readonly limits: CartLimitations
  /** The market's paths the islands link to. */
  readonly paths: ShopPaths
}

/**
 * The client side of the shop pages that touch the cart (product, cart, checkout): translations,
 * toasts and the cart. Pages without cart widgets do not mount it, so they ship none of it. What
 * needs `effect` loads on first use (the cart engine, CartProvider.tsx).
 */
export function ShopClient(props: ShopClientProps & { readonly children: ReactNode }) {
  return (
    <IntlClientProvider locale={props.locale} messages={props.messages}>
      <ToastsProvider>
        <CartProvider market={props.market} flags={props.flags} shippingRates={props.shippingRates} limits={props.limits} paths={props.paths}>
          {props.children}
        </CartProvider>
      </ToastsProvider>
    </IntlClientProvider>
  )
}
