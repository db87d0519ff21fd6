"use client"
import type { CatalogAccessory, CatalogExtraService } from "@shop/core/catalog/catalogTypes"
import type { ListedProduct } from "@shop/core/catalog/listedProduct"
import { type FormEvent, useEffect, useMemo, useState } from "react"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { useToast } from "../../client/toasts/Toasts.tsx"
import { useT } from "../../client/useT.ts"
import { CrossSellDialog, type CrossSellOffer } from "./CrossSellDialog.tsx"
import { Money } from "./Money.tsx"
import { accessoryTypeKey, serviceNameKey, serviceTypeKey } from "../../ui/addOnNames.ts"
import { batteryOffer, serviceGroups } from "@shop/core/cart/lineOffers"
import {
  chooseService,
  chosenExtras,
  crossSellOffers,
  emptyChoice,
  lineOffersOf,
  type PurchaseChoice,
  relatedAccessories,
  toggleAccessory
} from "./purchaseOptions.ts"

/**
 * The add-to-cart widget of the product page: new battery, extra services and accessories, the
 * running total, and the add button. The button stays disabled until the stored cart is read
 * (useCart().ready), so a click before hydration never gets lost silently.
 *
 * Issue 15: the panel's first load has no `effect`. The server writes the total of the device alone
 * (`initialTotal`, by core's rules); the first change of a choice loads those rules
 * (purchaseTotal.ts) and the total follows. Touching the panel starts loading the cart engine, so
 * the add rarely waits for it.
 */
export function PurchasePanel(props: {
  readonly product: ListedProduct
  /** Where the cart links back to when the product has no URL of its own: the page's (product.productUrl otherwise, not sent twice). */
  readonly productUrl?: string
  readonly accessories: ReadonlyArray<CatalogAccessory>
  readonly extraServices: ReadonlyArray<CatalogExtraService>
  /** The total of the device with no extra chosen, by core's rules (purchaseTotal on the server). */
  readonly initialTotal: number
}) {
  const { accessories, extraServices, product } = props
  const cart = useCart()
  const { market, paths } = cart
  const t = useT()
  const toast = useToast()
  const [choice, setChoice] = useState<PurchaseChoice>(emptyChoice)
  const [offer, setOffer] = useState<CrossSellOffer | null>(null)

  const battery = batteryOffer(accessories)
  const groups = serviceGroups(extraServices)
  const related = relatedAccessories(accessories)
  const offers = useMemo(() => ({ accessories, extraServices }), [accessories, extraServices])
  const [total, setTotal] = useState(props.initialTotal)
  const soldOut = product.stockState === "not-in-stock"
  const cartHref = cart.flags.upsellPage ? paths.cartExtra : paths.cart

  useEffect(() => {
    // The server's total is the one of no choice: nothing to load until the shopper picks something.
    if (choice === emptyChoice) return
    let current = true
    import("./purchaseTotal.ts")
      .then(({ purchaseTotal }) => {
        if (current) setTotal(purchaseTotal(product, offers, chosenExtras(offers, choice)))
      })
      .catch((error: unknown) => console.error("The running total could not be loaded", error))
    return () => {
      current = false
    }
  }, [choice, offers, product])

  // The shopper reaches for the panel: its rules and the cart engine start loading now.
  const prepare = () => {
    cart.prepare()
    import("./purchaseTotal.ts").catch(() => undefined)
  }

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!cart.ready || soldOut) return
    const lineId = await cart.addDevice({
      product,
      productUrl: product.productUrl ?? props.productUrl ?? "",
      origin: "PDP",
      ...lineOffersOf(offers),
      ...chosenExtras(offers, choice)
    })
    // null: refused, and the cart provider has shown the sorry-no-stock toast.
    if (lineId === null) return
    if (cart.flags.crossSellModal) {
      setOffer({
        lineId,
        productId: product.id,
        productTitle: product.naming.title,
        accessories: crossSellOffers(accessories, choice.accessoryIds)
      })
    } else {
      toast({
        kind: "success",
        title: t("product-added-title"),
        body: t("product-added-body", { product: product.naming.title }),
        link: { href: paths.cart, text: t("product-go-to-cart") }
      })
    }
  }

  const hasExtras = battery !== undefined || groups.length > 0 || related.length > 0

  return (
    <>
      <form
        className="pdp-purchase"
        onSubmit={(event) => void add(event)}
        onPointerDown={prepare}
        onFocus={prepare}
        aria-label={t("product-options-title")}
      >
        {hasExtras ? <h2 className="pdp-section-title">{t("product-options-title")}</h2> : null}

        {battery === undefined ? null : (
          <fieldset className="pdp-option-group">
            <legend>{t("product-battery-title")}</legend>
            <label className="pdp-option">
              <input
                type="radio"
                name="pdp-battery"
                checked={!choice.battery}
                onChange={() => setChoice((c) => ({ ...c, battery: false }))}
              />
              <span className="pdp-option-text">
                <span className="pdp-option-name">{t("product-battery-standard")}</span>
                <span className="pdp-option-note">{t("product-battery-standard-note")}</span>
              </span>
              <span className="pdp-option-price">{t("product-included")}</span>
            </label>
            <label className="pdp-option">
              <input
                type="radio"
                name="pdp-battery"
                data-testid="battery-new"
                checked={choice.battery}
                onChange={() => setChoice((c) => ({ ...c, battery: true }))}
              />
              <span className="pdp-option-text">
                <span className="pdp-option-name">{t("product-battery-new")}</span>
                <span className="pdp-option-note">{t("product-battery-new-note")}</span>
              </span>
              <ExtraPrice amount={battery.price} />
            </label>
          </fieldset>
        )}

        {groups.length === 0 ? null : (
          <fieldset className="pdp-option-group">
            <legend>{t("product-services-title")}</legend>
            {groups.map((group) => {
              const chosen = choice.services[group.type]
              const only = group.services.length === 1 ? group.services[0] : undefined
              if (only !== undefined) {
                return (
                  <label key={group.type} className="pdp-option">
                    <input
                      type="checkbox"
                      data-testid="extra-service"
                      checked={chosen === only.id}
                      onChange={(e) => setChoice((c) => chooseService(c, group.type, e.target.checked ? only.id : null))}
                    />
                    <span className="pdp-option-text">
                      <span className="pdp-option-name">{t(serviceNameKey(only))}</span>
                    </span>
                    <ExtraPrice amount={only.price} />
                  </label>
                )
              }
              // One service per type (core's rule): the group is a radio choice with "no, thanks".
              const name = `pdp-service-${group.type}`
              return (
                <fieldset key={group.type} className="pdp-option-subgroup">
                  <legend>{t(serviceTypeKey(group.type))}</legend>
                  <label className="pdp-option">
                    <input
                      type="radio"
                      name={name}
                      checked={chosen === undefined}
                      onChange={() => setChoice((c) => chooseService(c, group.type, null))}
                    />
                    <span className="pdp-option-text">
                      <span className="pdp-option-name">{t("product-service-none")}</span>
                    </span>
                  </label>
                  {group.services.map((service) => (
                    <label key={service.id} className="pdp-option">
                      <input
                        type="radio"
                        name={name}
                        data-testid="extra-service"
                        checked={chosen === service.id}
                        onChange={() => setChoice((c) => chooseService(c, group.type, service.id))}
                      />
                      <span className="pdp-option-text">
                        <span className="pdp-option-name">{t(serviceNameKey(service))}</span>
                      </span>
                      <ExtraPrice amount={service.price} />
                    </label>
                  ))}
                </fieldset>
              )
            })}
          </fieldset>
        )}

        {related.length === 0 ? null : (
          <fieldset className="pdp-option-group">
            <legend>{t("product-accessories-title")}</legend>
            {related.map((accessory) => (
              <label key={accessory.id} className="pdp-option pdp-option-accessory">
                <input
                  type="checkbox"
                  data-testid="accessory"
                  checked={choice.accessoryIds.includes(accessory.id)}
                  onChange={(e) => setChoice((c) => toggleAccessory(c, accessory.id, e.target.checked))}
                />
                <img src={accessory.imagePath} alt="" width={40} height={40} loading="lazy" />
                <span className="pdp-option-text">
                  <span className="pdp-tag">{t(accessoryTypeKey(accessory.type))}</span>
                  <span className="pdp-option-name">{accessory.name}</span>
                </span>
                <ExtraPrice amount={accessory.price} />
              </label>
            ))}
          </fieldset>
        )}

        <div className="pdp-buy-bar">
          <p className="pdp-total" aria-live="polite">
            <span className="pdp-total-label">{t("product-total-label")}</span>
            <Money market={market} amount={total} t={t} className="pdp-total-amount" testId="product-total" />
          </p>
          <button
            type="submit"
            className="button button-primary pdp-add"
            data-testid="add-to-cart"
            disabled={!cart.ready || soldOut}
          >
            {soldOut ? t("product-add-sold-out") : t("product-add-to-cart")}
          </button>
        </div>
      </form>
      <CrossSellDialog offer={offer} cartHref={cartHref} onClose={() => setOffer(null)} />
    </>
  )
}

/** "+279,00 lei" for an extra, with the euro equivalent in Bulgaria. */
function ExtraPrice(props: { readonly amount: number }) {
  const { market } = useCart()
  const t = useT()
  return (
    <span className="pdp-option-price">
      <span aria-hidden="true">+</span>
      <Money market={market} amount={props.amount} t={t} />
    </span>
  )
}
