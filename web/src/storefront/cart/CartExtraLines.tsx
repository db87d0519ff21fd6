"use client"
import { isBattery } from "@shop/core/cart/accessory"
import type { CartItem } from "@shop/core/cart/cartItem"
import { extraServicePrice, isSameService } from "@shop/core/cart/extraService"
import { lineSubtotal } from "@shop/core/cart/totals"
import type { MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { useT } from "../../client/useT.ts"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { type ServiceGroup, serviceGroupOf, serviceNameKey } from "../../ui/addOnNames.ts"
import { batteryOffer, serviceGroups } from "@shop/core/cart/lineOffers"

/** Legends of the page's groups; a line selects at most one service per type (core rule). */
const groupLegendKey: { readonly [G in ServiceGroup]: MessageKey } = {
  warranty: "cart-extra-group-warranty",
  insurance: "cart-extra-group-insurance",
  other: "cart-extra-group-other"
}

function LineExtras(props: { readonly market: MarketCode; readonly line: CartItem; readonly busy: boolean }) {
  const { line, market } = props
  const { setBattery, setExtraService } = useCart()
  const t = useT()
  const battery = batteryOffer(line.deviceAvailableAccessories)
  const hasBattery = line.deviceAccessories.some(isBattery)
  // One service per type is core's rule (selectExtraService): each type is one group of toggles.
  const groups = serviceGroups(line.available_extra_services)
  const inputId = (suffix: string) => `extra-${line.id}-${suffix}`
  return (
    <li className="cart-extra-line" id={`extra-${line.id}`} data-testid="cart-extra-line" data-line-id={line.id}>
      <div className="cart-extra-head">
        <img src={line.productImage} alt="" width={72} height={72} loading="lazy" decoding="async" />
        <div>
          <h2 className="cart-line-title">{line.naming.title}</h2>
          <p className="cart-line-meta">{formatPrice(market, line.buy_price)}</p>
        </div>
      </div>
      {groups.length === 0 && battery === undefined ? <p className="cart-extra-none">{t("cart-extra-none")}</p> : null}
      {groups.map(({ services, type }) => (
        <fieldset key={type} className="cart-extra-group">
          <legend>{t(groupLegendKey[serviceGroupOf(type)])}</legend>
          {services.length > 1 ? <p className="cart-extra-hint">{t("cart-extra-one-per-group")}</p> : null}
          {services.map((service) => {
            const id = inputId(`${service.type}-${service.id}`)
            const chosen = line.selected_extra_services.some((s) => isSameService(s, service))
            return (
              <div key={service.id} className="cart-extra-option">
                <input
                  id={id}
                  type="checkbox"
                  name={`service-${line.id}-${service.type}`}
                  checked={chosen}
                  disabled={props.busy}
                  onChange={(event) => void setExtraService(line.id, service, event.currentTarget.checked)}
                />
                <label htmlFor={id}>
                  <span>{t(serviceNameKey(service))}</span>
                  <span className="cart-line-amount">{formatPrice(market, extraServicePrice(service))}</span>
                </label>
              </div>
            )
          })}
        </fieldset>
      ))}
      {battery === undefined ? null : (
        <fieldset className="cart-extra-group">
          <legend>{t("cart-extra-group-battery")}</legend>
          <div className="cart-extra-option">
            <input
              id={inputId("battery")}
              type="checkbox"
              name={`battery-${line.id}`}
              checked={hasBattery}
              disabled={props.busy}
              onChange={(event) => void setBattery(line.id, event.currentTarget.checked ? battery : null)}
            />
            <label htmlFor={inputId("battery")}>
              <span>
                {t("cart-extra-battery")}
                <small className="cart-extra-hint">{t("cart-extra-battery-hint")}</small>
              </span>
              <span className="cart-line-amount">{formatPrice(market, battery.price)}</span>
            </label>
          </div>
        </fieldset>
      )}
      <p className="cart-line-total">
        <span>{t("cart-line-total")}</span> <strong>{formatPrice(market, lineSubtotal(line))}</strong>
      </p>
    </li>
  )
}

/** The upsell page's lines and the way back to the cart. Loaded with the cart (CartExtraPage.tsx), not with the page. */
export function CartExtraLines(props: { readonly refreshing: boolean }) {
  const { cart, market, paths } = useCart()
  const t = useT()
  return (
    <>
      {cart.phoneCart.length === 0 ? <p className="cart-extra-none">{t("cart-extra-no-devices")}</p> : (
        <ul className="cart-extra-lines">
          {cart.phoneCart.map((line) => <LineExtras key={line.id} market={market} line={line} busy={props.refreshing} />)}
        </ul>
      )}
      <div className="cart-extra-actions">
        <a className="button button-primary" href={paths.cart} data-testid="cart-extra-continue">{t("cart-extra-continue")}</a>
      </div>
    </>
  )
}
