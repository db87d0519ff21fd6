"use client"
import type { MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { useT } from "../../client/useT.ts"
import type { FlatAccessoryView } from "./linesView.ts"

/** SPEC 5 flat list of the cart's accessories: with a device or bought on their own, each removable. */
export function CartAccessories(props: {
  readonly market: MarketCode
  readonly rows: ReadonlyArray<FlatAccessoryView>
  readonly busy: boolean
  readonly onRemove: (row: FlatAccessoryView) => void
}) {
  const t = useT()
  return (
    <section className="cart-accessories" aria-labelledby="cart-accessories-title">
      <h2 id="cart-accessories-title">{t("cart-accessories-title")}</h2>
      <ul>
        {props.rows.map((row) => (
          <li key={row.rowKey} data-testid="cart-accessory" data-accessory-id={row.accessory.id} data-loose={row.lineId === null}>
            <div>
              <p className="cart-accessory-name">{row.accessory.name}</p>
              <p className="cart-accessory-owner">
                {row.deviceTitle === null ? t("cart-accessory-loose") : t("cart-accessory-for", { product: row.deviceTitle })}
              </p>
            </div>
            <span className="cart-line-amount">{formatPrice(props.market, row.accessory.price)}</span>
            <button
              type="button"
              className="cart-remove"
              aria-label={row.deviceTitle === null
                ? t("cart-accessory-remove-loose", { accessory: row.accessory.name })
                : t("cart-accessory-remove", { accessory: row.accessory.name, product: row.deviceTitle })}
              disabled={props.busy}
              onClick={() => props.onRemove(row)}
            >
              {t("cart-remove")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
