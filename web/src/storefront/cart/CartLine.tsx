"use client"
import type { BatteryTypeLabel } from "@shop/core/cart/batteries"
import type { MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { useT } from "../../client/useT.ts"
import { accessoryTypeKey, serviceNameKey } from "../../ui/addOnNames.ts"
import { gradeKeyOf } from "../../ui/categoryNames.ts"
import type { CartLineView } from "./linesView.ts"

/** 'Noua' and 'Standard' are the cart's data values (SPEC 9); shoppers read them in their language. */
export const batteryLabelKey: { readonly [L in BatteryTypeLabel]: MessageKey } = {
  Noua: "cart-battery-new",
  Standard: "cart-battery-standard"
}

/**
 * One device line of the cart (DESIGN.md hook `cart-line`). Its accessories are only summed up here,
 * in one row named by their kinds ("Case, Charger"): the flat accessory list below (SPEC 5) is the one
 * place that names, prices and removes each, so no accessory has two remove buttons on the page.
 */
export function CartLine(props: {
  readonly market: MarketCode
  readonly line: CartLineView
  /** The upsell page's link for this line; null when the page is off or has nothing to offer. */
  readonly extrasHref: string | null
  readonly busy: boolean
  readonly onRemove: (lineId: string) => void
}) {
  const { line, market } = props
  const t = useT()
  const gradeKey = gradeKeyOf(line.shape)
  const grade = gradeKey === null ? line.shape : t(gradeKey)
  return (
    <li className="cart-line" data-testid="cart-line" data-line-id={line.id} data-product-id={line.productId}>
      <img className="cart-line-image" src={line.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
      <div className="cart-line-body">
        <h3 className="cart-line-title">
          <a href={line.productUrl}>{line.title}</a>
        </h3>
        <p className="cart-line-meta">
          <span>{line.config}</span>
          <span>{t("product-grade", { grade })}</span>
        </p>
        {line.inStock ? null : <p className="cart-line-stock">{t("cart-line-out-of-stock")}</p>}
        <ul className="cart-line-parts">
          <li>
            <span>{t("cart-line-device")}</span>
            <span className="cart-line-amount cart-line-prices">
              {line.previousPrice === null ? null : (
                <span>
                  <span className="visually-hidden">{t("product-previous-price")}</span>
                  <s className="previous-price">{formatPrice(market, line.previousPrice)}</s>
                </span>
              )}
              <span>
                <span className="visually-hidden">{t("product-price")}</span>
                {formatPrice(market, line.price)}
              </span>
            </span>
          </li>
          {line.services.map((service) => (
            <li key={`${service.type}:${service.id}`} data-testid="cart-line-service">
              <span>{t(serviceNameKey(service))}</span>
              <span className="cart-line-amount">{formatPrice(market, service.price)}</span>
            </li>
          ))}
          <li data-testid="cart-line-battery" data-battery={line.battery}>
            <span>{t("cart-line-battery", { battery: t(batteryLabelKey[line.battery]) })}</span>
            {line.batteryPrice === null
              ? <span className="cart-line-included">{t("cart-line-included")}</span>
              : <span className="cart-line-amount">{formatPrice(market, line.batteryPrice)}</span>}
          </li>
          {line.accessories.length === 0 ? null : (
            <li data-testid="cart-line-accessories">
              <span>{t("cart-line-accessories", { names: line.accessories.map((a) => t(accessoryTypeKey(a.type))).join(", ") })}</span>
              <span className="cart-line-amount">{formatPrice(market, line.accessoriesTotal)}</span>
            </li>
          )}
        </ul>
        <div className="cart-line-footer">
          <p className="cart-line-total">
            <span>{t("cart-line-total")}</span> <strong>{formatPrice(market, line.total)}</strong>
          </p>
          <div className="cart-line-actions">
            {props.extrasHref === null ? null : (
              <a className="cart-line-extras" href={props.extrasHref}>{t("cart-line-extras-link")}</a>
            )}
            <button
              type="button"
              className="cart-remove"
              data-testid="cart-line-remove"
              aria-label={t("cart-line-remove", { product: line.title })}
              disabled={props.busy}
              onClick={() => props.onRemove(line.id)}
            >
              {t("cart-remove")}
            </button>
          </div>
        </div>
      </div>
    </li>
  )
}
