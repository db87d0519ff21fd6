"use client"
import { pickupDays } from "@shop/core/backend/sell/pickupDate"
import { markets, type MarketCode } from "@shop/core/markets/market"
import { SellApi, type OfferQuote } from "@shop/core/ports/SellApi"
import type { DeliveryDetails } from "@shop/core/sell/delivery"
import { corporatePaymentDetails, type PaymentDetails } from "@shop/core/sell/payment"
import { buildSellOrderPayload } from "@shop/core/sell/sellOrder"
import { funnelContext, stepsFor } from "@shop/core/sell/stepGraph"
import { validateCourierDelivery, validateLockerDelivery } from "@shop/core/validation/forms/delivery"
import { Effect, Option, Result } from "effect"
import { useMemo, useState } from "react"
import { clientRuntime } from "../../client/runtime.ts"
import { useT } from "../../client/useT.ts"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { useCounties, useLocalities, useLockers } from "../checkout/usePlaces.ts"
import type { DeliveryForm, PaymentForm, SellDetails, useSellDetails } from "./sellDetails.ts"
import { SellField } from "./SellField.tsx"
import { sellKey } from "./sellText.ts"
import type { FunnelNav } from "./useFunnel.ts"

type Store = ReturnType<typeof useSellDetails>
type Errors = Readonly<Record<string, string>>

const deliveryErrors = (market: MarketCode, form: DeliveryForm): Errors => {
  const errors = form.method === "courier"
    ? validateCourierDelivery(market, { ...form, addressId: null })
    : validateLockerDelivery({ lockerId: form.lockerId })
  return Object.fromEntries(Object.entries(errors).flatMap(([field, key]) => (key === undefined ? [] : [[field, String(key)]])))
}

const deliveryOf = (form: DeliveryForm): DeliveryDetails =>
  form.method === "courier"
    ? {
      deliveryMethod: { name: "courier" },
      address: {
        addressId: null,
        county: form.county,
        locality: form.locality,
        postalCode: form.postalCode.trim() === "" ? null : form.postalCode.trim(),
        street: form.street.trim(),
        number: form.number.trim(),
        details: form.details.trim() === "" ? null : form.details.trim(),
        pickupDate: form.pickupDate
      }
    }
    : { deliveryMethod: { name: "easybox" }, locker: { lockerId: form.lockerId } }

const paymentOf = (form: PaymentForm, email: string, partner: boolean): PaymentDetails =>
  form.corporate
    ? corporatePaymentDetails(
      {
        name: form.companyName.trim(),
        fiscalCode: form.fiscalCode.trim(),
        registrationNumber: form.registrationNumber.trim(),
        email: form.companyEmail === "" ? email : form.companyEmail,
        phoneNumber: form.phoneNumber.trim(),
        iban: form.iban.replaceAll(/\s/g, "").toUpperCase(),
        county: form.county.trim(),
        city: form.city.trim()
      },
      form.paymentType,
      partner
    )
    : {
      paymentType: form.paymentType,
      iban: form.iban.replaceAll(/\s/g, "").toUpperCase(),
      sellerName: form.sellerName.trim(),
      cui: null,
      nrc: null,
      address: { county: form.county.trim(), city: form.city.trim() },
      isCorporate: false,
      partner
    }

type Submission = { readonly _tag: "Idle" } | { readonly _tag: "Sending" } | { readonly _tag: "Failed"; readonly key: MessageKey }

function CourierFields(props: { readonly nav: FunnelNav; readonly form: DeliveryForm; readonly set: (p: Partial<DeliveryForm>) => void; readonly err: (n: string) => string | undefined }) {
  const { form, nav, set, err } = props
  const t = useT()
  const counties = useCounties(nav.market, true).places
  const localities = useLocalities(nav.market, form.countyId === "" ? null : form.countyId).places
  const days = useMemo(() => pickupDays(nav.market, Date.now()), [nav.market])
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(markets[nav.market].locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`))
  return (
    <div className="sell-fields">
      <div className="sell-field">
        <label htmlFor="sell-county">{t("sell-delivery-county")}</label>
        <select
          id="sell-county"
          name="county"
          value={form.countyId}
          aria-invalid={err("county") !== undefined}
          onChange={(e) => {
            const county = counties._tag === "Loaded" ? counties.items.find((c) => c.id === e.target.value) : undefined
            set({ countyId: e.target.value, county: county?.name ?? "", localityId: "", locality: "" })
          }}
        >
          <option value="">{counties._tag === "Loading" ? t("sell-loading") : t("sell-choose")}</option>
          {counties._tag === "Loaded" ? counties.items.map((c) => <option key={c.id} value={c.id}>{c.name}</option>) : null}
        </select>
        {err("county") === undefined ? null : <p className="sell-error">{err("county")}</p>}
      </div>
      <div className="sell-field">
        <label htmlFor="sell-locality">{t("sell-delivery-locality")}</label>
        <select
          id="sell-locality"
          name="locality"
          value={form.localityId}
          disabled={form.countyId === ""}
          aria-invalid={err("locality") !== undefined}
          onChange={(e) => {
            const locality = localities._tag === "Loaded" ? localities.items.find((l) => l.id === e.target.value) : undefined
            set({
              localityId: e.target.value,
              locality: locality?.name ?? "",
              ...(locality?.postalCode == null || form.postalCode !== "" ? {} : { postalCode: locality.postalCode })
            })
          }}
        >
          <option value="">{localities._tag === "Loading" && form.countyId !== "" ? t("sell-loading") : t("sell-choose")}</option>
          {localities._tag === "Loaded" ? localities.items.map((l) => <option key={l.id} value={l.id}>{l.name}</option>) : null}
        </select>
        {err("locality") === undefined ? null : <p className="sell-error">{err("locality")}</p>}
      </div>
      <SellField name="street" label={t("sell-delivery-street")} value={form.street} error={err("street")} onValue={(street) => set({ street })} input={{ autoComplete: "address-line1" }} />
      <SellField name="number" label={t("sell-delivery-number")} value={form.number} error={err("number")} onValue={(number) => set({ number })} />
      <SellField name="postalCode" label={t("sell-delivery-postal-code")} value={form.postalCode} error={err("postalCode")} onValue={(postalCode) => set({ postalCode })} input={{ autoComplete: "postal-code", inputMode: "numeric" }} />
      <SellField name="details" label={t("sell-delivery-details")} value={form.details} error={undefined} onValue={(details) => set({ details })} />
      <div className="sell-field">
        <label htmlFor="sell-pickupDate">{t("sell-delivery-pickup-date")}</label>
        <select id="sell-pickupDate" name="pickupDate" value={form.pickupDate} aria-invalid={err("pickupDate") !== undefined} onChange={(e) => set({ pickupDate: e.target.value })}>
          <option value="">{t("sell-choose")}</option>
          {days.map((day) => <option key={day} value={day}>{dayLabel(day)}</option>)}
        </select>
        <p className="sell-hint">{t("sell-delivery-pickup-hint")}</p>
        {err("pickupDate") === undefined ? null : <p className="sell-error">{err("pickupDate")}</p>}
      </div>
    </div>
  )
}

function LockerFields(props: { readonly nav: FunnelNav; readonly form: DeliveryForm; readonly set: (p: Partial<DeliveryForm>) => void; readonly err: (n: string) => string | undefined }) {
  const { form, nav, set, err } = props
  const t = useT()
  const [search, setSearch] = useState("")
  const lockers = useLockers(nav.market, search, true).places
  const list = lockers._tag === "Loaded" ? lockers.items.slice(0, 30) : []
  return (
    <div className="sell-lockers">
      {form.lockerId === "" ? null : <p className="sell-chosen-locker" data-testid="chosen-locker">{t("sell-locker-chosen", { name: form.lockerName })}</p>}
      <div className="sell-field">
        <label htmlFor="sell-locker-search">{t("sell-locker-search")}</label>
        <input id="sell-locker-search" name="lockerSearch" type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {err("lockerId") === undefined ? null : <p className="sell-error">{err("lockerId")}</p>}
      <p className="sell-hint" aria-live="polite">
        {lockers._tag === "Loading" ? t("sell-loading") : lockers._tag === "Failed" ? t("sell-places-failed") : t("sell-locker-count", { count: lockers.items.length })}
      </p>
      <ul className="sell-locker-list">
        {list.map((locker) => (
          <li key={locker.id}>
            <label className="sell-option sell-locker">
              <input type="radio" name="lockerId" value={locker.id} checked={form.lockerId === locker.id} onChange={() => set({ lockerId: locker.id, lockerName: locker.name })} />
              <span>
                <strong>{locker.name}</strong>
                <span className="sell-hint">{`${locker.address}, ${locker.locality}`}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Delivery (SPEC 3 delivery details): a courier pickup at an address on a working day, or a parcel
 * locker. Submitting sends the SPEC 3 payload (core buildSellOrderPayload) through the SellApi
 * port; a refusal or a lost connection keeps every answer and the seller can send again.
 */
export function DeliveryStep(props: { readonly nav: FunnelNav; readonly store: Store; readonly quote: OfferQuote | null }) {
  const { nav, quote, store } = props
  const t = useT()
  const [shown, setShown] = useState<Errors>({})
  const [submission, setSubmission] = useState<Submission>({ _tag: "Idle" })
  const form = store.details.delivery
  const set = (patch: Partial<DeliveryForm>) => store.update((d: SellDetails) => ({ ...d, delivery: { ...d.delivery, ...patch } }))
  const err = (name: string) => (shown[name] === undefined ? undefined : t(shown[name] as MessageKey))

  const submit = async () => {
    const errors = deliveryErrors(nav.market, form)
    setShown(errors)
    if (Object.keys(errors).length > 0 || quote?._tag !== "OffersQuoted") return
    const ctx = funnelContext(nav.state, nav.session)
    const asksPayment = Option.isSome(ctx) && stepsFor(ctx.value).includes("payment")
    const email = store.details.email.trim()
    const payload = buildSellOrderPayload({
      countryCode: nav.market,
      state: nav.state,
      offers: quote.offers,
      payment: asksPayment ? paymentOf(store.details.payment, email, nav.variants.partner) : null,
      delivery: deliveryOf(form),
      user: { email, serviceDbUserId: null },
      evaluationId: null,
      voucherCode: null,
      now: Date.now()
    })
    if (Result.isFailure(payload)) {
      setSubmission({ _tag: "Failed", key: "sell-submit-incomplete" })
      return
    }
    setSubmission({ _tag: "Sending" })
    const sent = await clientRuntime().runPromise(Effect.result(Effect.gen(function*() {
      const api = yield* SellApi
      return yield* api.submitSellOrder(payload.success)
    })))
    if (Result.isSuccess(sent)) {
      nav.go({ step: "congrats", items: [] }, { order: sent.success.sellOrderId })
      return
    }
    const failure = sent.failure
    setSubmission({ _tag: "Failed", key: failure._tag === "SellOrderRejected" ? sellKey(failure.reasonKey) : "sell-submit-unavailable" })
  }

  return (
    <form className="sell-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit() }}>
      <fieldset className="sell-segmented">
        <legend>{t("sell-delivery-method")}</legend>
        {(["courier", "easybox"] as const).map((method) => (
          <label key={method} className="sell-option">
            <input type="radio" name="deliveryMethod" value={method} checked={form.method === method} onChange={() => { setShown({}); set({ method }) }} />
            <span>{t(method === "courier" ? "sell-delivery-courier" : "sell-delivery-locker")}</span>
          </label>
        ))}
      </fieldset>
      <p className="sell-hint">{t(form.method === "courier" ? "sell-delivery-courier-hint" : "sell-delivery-locker-hint")}</p>
      {form.method === "courier"
        ? <CourierFields nav={nav} form={form} set={set} err={err} />
        : <LockerFields nav={nav} form={form} set={set} err={err} />}
      {Object.keys(shown).length > 0 ? <p className="sell-error" role="alert">{t("sell-form-has-errors")}</p> : null}
      {submission._tag === "Failed" ? (
        <div className="sell-error sell-submit-failed" role="alert" data-testid="sell-submit-failed">
          <p>{t(submission.key)}</p>
          <p>{t("sell-submit-retry-hint")}</p>
        </div>
      ) : null}
      <div className="sell-actions">
        <button type="submit" className="button button-primary" data-testid="submit" disabled={submission._tag === "Sending"}>
          {submission._tag === "Sending" ? t("sell-submit-sending") : submission._tag === "Failed" ? t("sell-submit-retry") : t("sell-submit")}
        </button>
      </div>
    </form>
  )
}
