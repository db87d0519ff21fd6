"use client"
import type { MarketCode } from "@shop/core/markets/market"
import { marketPatterns } from "@shop/core/validation/patterns/index"
import { useEffect } from "react"
import { useT } from "../../client/useT.ts"
import type { CheckoutForm } from "./checkoutForm.ts"
import { maxLengths } from "./checkoutForm.ts"
import { unshownPlaces } from "./courierPlaces.ts"
import { bindText, type FieldEvents } from "./fieldEvents.ts"
import { SelectField, TextField } from "./FormField.tsx"
import { PlacesProblem } from "./PlacesProblem.tsx"
import { useCounties, useLocalities } from "../../client/places/usePlaces.ts"

/**
 * The courier address: county and locality from the market's lists (the locality list follows the
 * county; a locality with one postal code fills it in), then street, number, postal code (required
 * in HU and GR) and free details.
 */
export function CourierFields(props: { readonly market: MarketCode; readonly form: CheckoutForm; readonly events: FieldEvents }) {
  const { events, form, market } = props
  const t = useT()
  const counties = useCounties(market, true)
  const countyList = counties.places._tag === "Loaded" ? counties.places.items : []
  const county = countyList.find((c) => c.name === form.county)
  const localities = useLocalities(market, county?.id ?? null)
  const localityList = localities.places._tag === "Loaded" ? localities.places.items : []
  const postalRequired = marketPatterns[market].postalCodeRequired

  // A county or locality the lists do not show (gone since the last visit, or a list that failed) is dropped.
  const unshown = unshownPlaces(form, counties.places, localities.places)
  useEffect(() => {
    if (unshown !== null) events.change(unshown)
  }, [events, unshown])

  const chooseLocality = (name: string) => {
    const postalCode = localityList.find((l) => l.name === name)?.postalCode ?? null
    events.change(postalCode === null || form.postalCode.trim() !== "" ? { locality: name } : { locality: name, postalCode })
  }

  return (
    <div className="checkout-grid">
      <SelectField
        name="county"
        label={t("checkout-county-label")}
        value={county === undefined ? "" : form.county}
        required
        disabled={counties.places._tag !== "Loaded"}
        error={events.error("county")}
        onValue={(value) => events.change({ county: value, locality: "" })}
        onBlur={() => events.blur("county")}
      >
        <option value="">{counties.places._tag === "Loading" ? t("checkout-places-loading") : t("checkout-county-choose")}</option>
        {countyList.map((c) => <option key={c.id} value={c.name}>{c.name}</option>)}
      </SelectField>
      <SelectField
        name="locality"
        label={t("checkout-locality-label")}
        value={localityList.some((l) => l.name === form.locality) ? form.locality : ""}
        required
        disabled={county === undefined || localities.places._tag !== "Loaded"}
        error={events.error("locality")}
        onValue={chooseLocality}
        onBlur={() => events.blur("locality")}
      >
        <option value="">
          {county === undefined
            ? t("checkout-locality-first-county")
            : localities.places._tag === "Loading"
            ? t("checkout-places-loading")
            : t("checkout-locality-choose")}
        </option>
        {localityList.map((l) => <option key={l.id} value={l.name}>{l.name}</option>)}
      </SelectField>
      {counties.places._tag === "Failed" ? <PlacesProblem onRetry={counties.reload} /> : null}
      {localities.places._tag === "Failed" ? <PlacesProblem onRetry={localities.reload} /> : null}
      <TextField
        {...bindText(form, events, "street")}
        label={t("checkout-street-label")}
        required
        className="checkout-field-wide"
        input={{ autoComplete: "address-line1", maxLength: maxLengths.street }}
      />
      <TextField
        {...bindText(form, events, "number")}
        label={t("checkout-number-label")}
        required
        input={{ maxLength: maxLengths.number }}
      />
      <TextField
        {...bindText(form, events, "postalCode")}
        label={t(postalRequired ? "checkout-postal-code-label" : "checkout-postal-code-optional")}
        required={postalRequired}
        input={{ autoComplete: "postal-code", inputMode: "numeric", maxLength: maxLengths.postalCode }}
      />
      <div className="checkout-field checkout-field-wide">
        <label htmlFor="checkout-details">{t("checkout-details-label")}</label>
        <textarea
          id="checkout-details"
          name="details"
          rows={2}
          value={form.details}
          maxLength={maxLengths.details}
          autoComplete="address-line2"
          onChange={(event) => events.change({ details: event.target.value })}
          onBlur={() => events.blur("details")}
          aria-invalid={events.error("details") !== undefined}
          aria-describedby={events.error("details") === undefined ? "checkout-details-hint" : "checkout-details-error checkout-details-hint"}
        />
        <p id="checkout-details-hint" className="checkout-hint">{t("checkout-details-hint")}</p>
        <p id="checkout-details-error" className="checkout-error" hidden={events.error("details") === undefined}>
          {events.error("details")}
        </p>
      </div>
    </div>
  )
}
