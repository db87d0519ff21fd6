"use client"
import { useT } from "../../client/useT.ts"
import type { RefreshNotice } from "./refreshNotice.ts"

/** The refresh notice; announced politely, it reports what already happened to the cart. */
export function CartNotice(props: { readonly notice: RefreshNotice }) {
  const t = useT()
  const { notice } = props
  return (
    <p className="cart-notice" data-kind={notice.kind} data-testid="cart-notice" role="status">
      {t(notice.key, notice.values)}
    </p>
  )
}

/** What the page shows while the prices are being checked. */
export function CartProgress() {
  const t = useT()
  return (
    <p className="cart-progress" role="status">
      <span className="cart-spinner" aria-hidden="true" />
      {t("cart-refreshing")}
    </p>
  )
}

/** Placeholder lines before the stored cart has been read: not "empty", since we do not know yet. */
export function CartSkeleton() {
  const t = useT()
  return (
    <div className="cart-skeleton" aria-busy="true" data-testid="cart-skeleton">
      <p className="visually-hidden" role="status">{t("cart-loading")}</p>
      <div className="cart-skeleton-line" aria-hidden="true" />
      <div className="cart-skeleton-line" aria-hidden="true" />
      <div className="cart-skeleton-summary" aria-hidden="true" />
    </div>
  )
}
