"use client"
import type { MarketCode } from "@shop/core/markets/market"
import { useState } from "react"
import { useT } from "../../client/useT.ts"
import type { CheckoutForm } from "./checkoutForm.ts"
import type { FieldEvents } from "./fieldEvents.ts"
import { describedBy, FieldError } from "./FormField.tsx"
import { PlacesProblem } from "./PlacesProblem.tsx"
import { useLockers } from "../../client/places/usePlaces.ts"

/**
 * The parcel locker: a search over the market's lockers (name, address or locality) and the matches
 * as radio buttons named `lockerId`. The chosen locker stays shown even when a new search no longer
 * lists it.
 */
export function LockerPicker(props: { readonly market: MarketCode; readonly form: CheckoutForm; readonly events: FieldEvents }) {
  const { events, form, market } = props
  const t = useT()
  const [search, setSearch] = useState("")
  const { places, reload } = useLockers(market, search, true)
  const error = events.error("lockerId")
  const lockers = places._tag === "Loaded" ? places.items : []

  return (
    <fieldset className="checkout-lockers" aria-describedby={error === undefined ? undefined : "checkout-lockerId-error"}>
      <legend>{t("checkout-delivery-locker")}</legend>
      {form.lockerId === "" ? null : (
        <p className="checkout-locker-chosen" data-testid="chosen-locker">
          {t("checkout-locker-chosen", { name: form.lockerName === "" ? form.lockerId : form.lockerName })}
        </p>
      )}
      <div className="checkout-field">
        <label htmlFor="checkout-locker-search">{t("checkout-locker-search-label")}</label>
        <input
          id="checkout-locker-search"
          name="lockerSearch"
          type="search"
          value={search}
          maxLength={100}
          autoComplete="off"
          aria-controls="checkout-locker-list"
          aria-describedby="checkout-locker-search-hint"
          onChange={(event) => setSearch(event.target.value)}
        />
        <p id="checkout-locker-search-hint" className="checkout-hint">{t("checkout-locker-search-hint")}</p>
      </div>
      <FieldError name="lockerId" error={error} />
      {places._tag === "Failed" ? <PlacesProblem onRetry={reload} /> : null}
      <p className="checkout-hint" aria-live="polite">
        {places._tag === "Loading"
          ? t("checkout-places-loading")
          : places._tag === "Loaded"
          ? lockers.length === 0 ? t("checkout-locker-none") : t("checkout-locker-count", { count: lockers.length })
          : null}
      </p>
      <ul id="checkout-locker-list" className="checkout-locker-list">
        {lockers.map((locker) => (
          <li key={locker.id}>
            <label className="checkout-choice">
              <input
                type="radio"
                name="lockerId"
                value={locker.id}
                checked={form.lockerId === locker.id}
                onChange={() => events.change({ lockerId: locker.id, lockerName: locker.name })}
                onBlur={() => events.blur("lockerId")}
                {...describedBy("lockerId", error, undefined)}
              />
              <span>
                <strong>{locker.name}</strong>
                <span className="checkout-choice-hint">{`${locker.address}, ${locker.locality}`}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
