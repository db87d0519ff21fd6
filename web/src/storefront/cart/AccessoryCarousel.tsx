"use client"
import type { Accessory } from "@shop/core/cart/accessory"
import { addTargetFor, carouselAccessories } from "@shop/core/cart/carousel"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { ShopApi } from "@shop/core/ports/ShopApi"
import { Effect } from "effect"
import { useEffect, useRef, useState } from "react"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { clientRuntime } from "../../client/runtime.ts"
import { useT } from "../../client/useT.ts"
import { accessoryImagePath, carouselItems, carouselKey, type CarouselLoad } from "./carouselOffer.ts"

/** Analytics label of accessories added from here (Accessory.origin is free text). */
const ORIGIN = "Carousel cart"

/**
 * The carousel cart (SPEC 2.4, flag carouselCart): accessories related to the devices in the cart,
 * in a row that scrolls sideways by touch, by the arrow buttons, or with the keyboard (the row is
 * focusable, and each card's button is in the tab order). Fetched through ShopApi
 * (/api/get-related-accessories/) on the client runtime; a failure only hides the carousel.
 */
export function AccessoryCarousel(props: { readonly busy: boolean }) {
  const api = useCart()
  const { cart, market } = api
  const t = useT()
  const row = useRef<HTMLUListElement>(null)
  const key = carouselKey(cart)
  const [load, setLoad] = useState<CarouselLoad | null>(null)

  // Fetched again whenever the set of the cart's products changes; a late answer for an earlier
  // set is dropped (live), and carouselItems never shows one either.
  useEffect(() => {
    if (key === "") return
    let live = true
    const productIds = key.split(",").map(Number)
    clientRuntime()
      .runPromise(Effect.gen(function*() {
        const shop = yield* ShopApi
        return yield* shop.relatedAccessories(market, productIds)
      }))
      .then((related) => {
        if (live) setLoad({ _tag: "Loaded", key, items: carouselAccessories(related) })
      })
      .catch(() => {
        if (live) setLoad({ _tag: "Failed", key })
      })
    return () => {
      live = false
    }
  }, [key, market])

  const items = carouselItems(load, key)
  if (items.length === 0) return null

  const scroll = (direction: 1 | -1) => {
    const el = row.current
    if (el !== null) el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.8, 200), behavior: "smooth" })
  }

  const add = (accessory: Accessory) => {
    const target = addTargetFor(cart, accessory.id)
    const item = { ...accessory, origin: ORIGIN }
    if (target._tag === "Line") void api.attachAccessory(target.lineId, item)
    if (target._tag === "Loose") void api.addLooseAccessory(item)
  }

  return (
    <section className="cart-carousel" aria-labelledby="cart-carousel-title" data-testid="cart-carousel">
      <div className="cart-carousel-head">
        <h2 id="cart-carousel-title">{t("cart-carousel-title")}</h2>
        <div className="cart-carousel-arrows">
          <button type="button" className="cart-icon-button" aria-label={t("cart-carousel-prev")} onClick={() => scroll(-1)}>
            ‹
          </button>
          <button type="button" className="cart-icon-button" aria-label={t("cart-carousel-next")} onClick={() => scroll(1)}>
            ›
          </button>
        </div>
      </div>
      <ul ref={row} className="cart-carousel-row" tabIndex={0} aria-label={t("cart-carousel-title")}>
        {items.map((accessory) => {
          const added = addTargetFor(cart, accessory.id)._tag === "Added"
          return (
            <li key={accessory.id} className="cart-carousel-card" data-testid="cart-carousel-item" data-accessory-id={accessory.id}>
              <img src={accessoryImagePath(accessory.type)} alt="" width={96} height={96} loading="lazy" decoding="async" />
              <p className="cart-carousel-name">{accessory.name}</p>
              <p className="price">{formatPrice(market, accessory.price)}</p>
              <button
                type="button"
                className={added ? "button cart-carousel-added" : "button cart-carousel-add"}
                aria-label={added ? undefined : t("cart-carousel-add-label", { accessory: accessory.name })}
                aria-disabled={added || props.busy}
                onClick={() => {
                  // aria-disabled rather than disabled keeps the focus on the button once added.
                  if (!added && !props.busy) add(accessory)
                }}
              >
                {added ? t("cart-carousel-added") : t("cart-carousel-add")}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
