"use client"
import { useT } from "../../client/useT.ts"

export interface CategoryLink {
  readonly category: string
  readonly href: string
  readonly label: string
}

/** The empty cart: say so kindly and offer the way back into the shop. */
export function EmptyCart(props: { readonly shopHref: string; readonly categories: ReadonlyArray<CategoryLink> }) {
  const t = useT()
  return (
    <section className="cart-empty" data-testid="cart-empty" aria-labelledby="cart-empty-title">
      <svg className="cart-empty-icon" aria-hidden="true" focusable="false" width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.6 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 7H6.2" />
      </svg>
      <h2 id="cart-empty-title">{t("cart-empty-title")}</h2>
      <p>{t("cart-empty-body")}</p>
      <h3 className="cart-empty-categories">{t("cart-empty-categories")}</h3>
      <ul className="cart-empty-links">
        {props.categories.map((c) => (
          <li key={c.category}>
            <a href={c.href}>{c.label}</a>
          </li>
        ))}
      </ul>
      <a className="button button-primary" href={props.shopHref}>{t("cart-empty-browse")}</a>
    </section>
  )
}
