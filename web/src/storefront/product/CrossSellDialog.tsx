"use client"
import { toCartAccessory } from "@shop/core/catalog/cartShapes"
import type { CatalogAccessory } from "@shop/core/catalog/catalogTypes"
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { useT } from "../../client/useT.ts"
import { Money } from "./Money.tsx"
import { accessoryTypeKey } from "../../ui/addOnNames.ts"

/** What the dialog is about: the line just added and the accessories it may still get. */
export interface CrossSellOffer {
  readonly lineId: string
  readonly productId: number
  readonly productTitle: string
  readonly accessories: ReadonlyArray<CatalogAccessory>
}

const focusableSelector = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])"

const focusablesOf = (root: HTMLElement): ReadonlyArray<HTMLElement> =>
  [...root.querySelectorAll<HTMLElement>(focusableSelector)]

/**
 * The cross-sell modal (SPEC 2.4), shown after a device is added when the cart flag asks for it. A
 * native modal <dialog>: the page behind is inert, Escape closes it and the browser gives focus
 * back to the add button. Tab is kept inside (the browser alone would let it reach its own toolbar).
 */
export function CrossSellDialog(props: {
  readonly offer: CrossSellOffer | null
  readonly cartHref: string
  readonly onClose: () => void
}) {
  const { offer, onClose } = props
  const { attachAccessory, market } = useCart()
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const [added, setAdded] = useState<ReadonlyArray<number>>([])
  /** Accessories on their way into the cart: a second click while one is added adds nothing. */
  const adding = useRef(new Set<number>())

  useEffect(() => {
    const dialog = ref.current
    if (dialog === null) return
    if (offer !== null && !dialog.open) {
      setAdded([])
      dialog.showModal()
      focusablesOf(dialog)[0]?.focus()
    } else if (offer === null && dialog.open) {
      dialog.close()
    }
  }, [offer])

  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || ref.current === null) return
    const focusables = focusablesOf(ref.current)
    const first = focusables[0]
    const last = focusables[focusables.length - 1]
    if (first === undefined || last === undefined) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // A click on the backdrop lands on the <dialog> itself (its content is a child): close.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current) ref.current.close()
  }

  // The cart's addToCart comes first, then add-accessory (SPEC 7), whose module loads on this first use.
  const add = async (accessory: CatalogAccessory) => {
    if (offer === null || added.includes(accessory.id) || adding.current.has(accessory.id)) return
    adding.current.add(accessory.id)
    try {
      const cartAccessory = toCartAccessory(accessory)
      if (!(await attachAccessory(offer.lineId, cartAccessory))) return
      setAdded((ids) => [...ids, accessory.id])
      const { productId } = offer
      import("./accessoryAnalytics.ts")
        .then(({ pushAddAccessory }) => pushAddAccessory(market, productId, cartAccessory))
        .catch((error: unknown) => console.error("The add-accessory event could not be pushed", error))
    } finally {
      adding.current.delete(accessory.id)
    }
  }

  return (
    <dialog
      ref={ref}
      className="pdp-dialog"
      aria-labelledby="pdp-dialog-title"
      aria-describedby="pdp-dialog-lead"
      data-testid="cross-sell-modal"
      onClose={onClose}
      onKeyDown={keepTabInside}
      onClick={closeOnBackdrop}
    >
      {offer === null ? null : (
        <div className="pdp-dialog-body">
          <div className="pdp-dialog-head">
            <h2 id="pdp-dialog-title">
              <span aria-hidden="true" className="pdp-dialog-check">✓</span> {t("product-added-title")}
            </h2>
            <button type="button" className="pdp-dialog-close" aria-label={t("product-cross-sell-close")} onClick={() => ref.current?.close()}>
              ×
            </button>
          </div>
          <p id="pdp-dialog-lead" className="pdp-dialog-lead">
            {offer.accessories.length === 0
              ? t("product-added-body", { product: offer.productTitle })
              : t("product-cross-sell-lead", { product: offer.productTitle })}
          </p>
          {offer.accessories.length === 0 ? null : (
            <ul className="pdp-dialog-list">
              {offer.accessories.map((accessory) => {
                const isAdded = added.includes(accessory.id)
                return (
                  <li key={accessory.id} className="pdp-dialog-item">
                    <img src={accessory.imagePath} alt="" width={56} height={56} loading="lazy" />
                    <span className="pdp-dialog-item-text">
                      <span className="pdp-tag">{t(accessoryTypeKey(accessory.type))}</span>
                      <span className="pdp-dialog-item-name">{accessory.name}</span>
                      <Money market={market} amount={accessory.price} t={t} className="pdp-dialog-item-price" />
                    </span>
                    {/* aria-disabled, not disabled: a disabled button drops the focus the shopper had on it. */}
                    <button
                      type="button"
                      className={isAdded ? "button pdp-dialog-added" : "button button-outline"}
                      aria-disabled={isAdded}
                      aria-label={isAdded ? undefined : t("product-cross-sell-add-label", { name: accessory.name })}
                      data-testid="cross-sell-add"
                      onClick={() => {
                        if (!isAdded) void add(accessory)
                      }}
                    >
                      {isAdded ? `✓ ${t("product-cross-sell-added")}` : t("product-cross-sell-add")}
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
          <div className="pdp-dialog-actions">
            <button type="button" className="button button-outline" data-testid="continue-shopping" onClick={() => ref.current?.close()}>
              {t("product-continue-shopping")}
            </button>
            <a className="button button-primary" href={props.cartHref} data-testid="go-to-cart">
              {t("product-go-to-cart")}
            </a>
          </div>
        </div>
      )}
    </dialog>
  )
}
