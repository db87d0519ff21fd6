"use client"
import { useT } from "../../client/useT.ts"

/** A list (counties, localities, lockers) that did not load, with a way to ask again. */
export function PlacesProblem(props: { readonly onRetry: () => void }) {
  const t = useT()
  return (
    <div className="checkout-places-problem checkout-field-wide" role="alert">
      <p>{t("checkout-places-failed")}</p>
      <button type="button" className="button button-outline" onClick={props.onRetry}>
        {t("checkout-places-retry")}
      </button>
    </div>
  )
}
