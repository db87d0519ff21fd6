"use client"
import { pickupDays } from "@shop/core/sell/pickupDate"
import { type OfferQuote, SellApi } from "@shop/core/ports/SellApi"
import type { PickupFormErrors } from "@shop/core/sell/pickupForm"
import { type SellAttempt, sellSubmissionErrors, type SellSubmission, sendSellOrder } from "@shop/core/sell/sendSellOrder"
import { Effect, Ref, Result } from "effect"
import { useMemo, useRef, useState } from "react"
import { HumanCheck } from "../../client/humanCheck/HumanCheck.tsx"
import { useHumanCheck } from "../../client/humanCheck/useHumanCheck.ts"
import { sellCall } from "../../client/apiCalls.ts"
import { useT } from "../../client/useT.ts"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { type Places, useCounties, useLocalities, useLockers } from "../../client/places/usePlaces.ts"
import type { DeliveryForm, SellDetails, SellDetailsStore as Store } from "./sellDetails.ts"
import { SellField, SellSelect } from "./SellField.tsx"
import { pickupDayLabel } from "./pickupDayLabel.ts"
import { sellKey } from "./sellText.ts"
import { waitMessage } from "../../client/tooManyRequests.ts"
import type { FunnelNav } from "./useFunnel.ts"

type Submission =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Sending" }
  | { readonly _tag: "Failed"; readonly key: MessageKey; readonly values?: Readonly<Record<string, number>> }

interface FieldsProps {
  readonly nav: FunnelNav
  readonly form: DeliveryForm
  readonly set: (patch: Partial<DeliveryForm>) => void
  readonly err: (name: keyof DeliveryForm) => string | undefined
}

const loaded = <A,>(places: Places<A>): ReadonlyArray<A> => (places._tag === "Loaded" ? places.items : [])

function CourierFields(props: FieldsProps) {
  const { form, nav, set, err } = props
  const t = useT()
  const counties = useCounties(nav.market, true).places
  const localities = useLocalities(nav.market, form.countyId === "" ? null : form.countyId).places
  const days = useMemo(() => pickupDays(nav.market, Date.now()), [nav.market])
  const dayLabel = (day: string) => pickupDayLabel(nav.market, day)
  const placeholder = (places: Places<unknown>) => t(places._tag === "Loading" ? "sell-loading" : "sell-choose")
  return (
    <div className="sell-fields">
      <SellSelect
        name="county"
        label={t("sell-delivery-county")}
        value={form.countyId}
        error={err("county")}
        placeholder={placeholder(counties)}
        options={loaded(counties).map((c) => ({ value: c.id, label: c.name }))}
        onValue={(countyId) => {
          const county = loaded(counties).find((c) => c.id === countyId)
          set({ countyId, county: county?.name ?? "", localityId: "", locality: "" })
        }}
      />
      <SellSelect
        name="locality"
        label={t("sell-delivery-locality")}
        value={form.localityId}
        disabled={form.countyId === ""}
        error={err("locality")}
        placeholder={placeholder(localities)}
        options={loaded(localities).map((l) => ({ value: l.id, label: l.name }))}
        onValue={(localityId) => {
          const locality = loaded(localities).find((l) => l.id === localityId)
          set({
            localityId,
            locality: locality?.name ?? "",
            ...(locality?.postalCode == null || form.postalCode !== "" ? {} : { postalCode: locality.postalCode })
          })
        }}
      />
      <SellField name="street" label={t("sell-delivery-street")} value={form.street} error={err("street")} onValue={(street) => set({ street })} input={{ autoComplete: "address-line1" }} />
      <SellField name="number" label={t("sell-delivery-number")} value={form.number} error={err("number")} onValue={(number) => set({ number })} />
      <SellField name="postalCode" label={t("sell-delivery-postal-code")} value={form.postalCode} error={err("postalCode")} onValue={(postalCode) => set({ postalCode })} input={{ autoComplete: "postal-code", inputMode: "numeric" }} />
      <SellField name="details" label={t("sell-delivery-details")} value={form.details} error={undefined} onValue={(details) => set({ details })} />
      <SellSelect
        name="pickupDate"
        label={t("sell-delivery-pickup-date")}
        value={form.pickupDate}
        error={err("pickupDate")}
        placeholder={t("sell-choose")}
        options={days.map((day) => ({ value: day, label: dayLabel(day) }))}
        hint={t("sell-delivery-pickup-hint")}
        onValue={(pickupDate) => set({ pickupDate })}
      />
    </div>
  )
}

function LockerFields(props: FieldsProps) {
  const { form, nav, set, err } = props
  const t = useT()
  const [search, setSearch] = useState("")
  const lockers = useLockers(nav.market, search, true).places
  const list = loaded(lockers).slice(0, 30)
  return (
    <div className="sell-lockers">
      {form.lockerId === "" ? null : <p className="sell-chosen-locker" data-testid="chosen-locker">{t("sell-locker-chosen", { name: form.lockerName })}</p>}
      <div className="sell-field">
        <label htmlFor="sell-locker-search">{t("sell-locker-search")}</label>
        <input id="sell-locker-search" name="lockerSearch" type="search" autoComplete="off" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {err("lockerId") === undefined ? null : <p className="sell-error" id="sell-locker-error">{err("lockerId")}</p>}
      <p className="sell-hint" aria-live="polite">
        {lockers._tag === "Loading" ? t("sell-loading") : lockers._tag === "Failed" ? t("sell-places-failed") : t("sell-locker-count", { count: lockers.items.length })}
      </p>
      <ul className="sell-locker-list">
        {list.map((locker) => (
          <li key={locker.id}>
            <label className="sell-option sell-locker">
              <input
                type="radio" name="lockerId" value={locker.id} checked={form.lockerId === locker.id}
                onChange={() => set({ lockerId: locker.id, lockerName: locker.name })}
                {...(err("lockerId") === undefined ? {} : { "aria-invalid": true, "aria-describedby": "sell-locker-error" })}
              />
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

/** What the seller reads when the submission did not go through. */
const submissionFailure = (failure: Effect.Error<ReturnType<typeof sendSellOrder>>): Submission => {
  switch (failure._tag) {
    case "SellOrderRejected":
      return failure.reasonKey === "sell.order.too-many-requests"
        ? { _tag: "Failed", ...waitMessage(failure.retryAfterSeconds) }
        : { _tag: "Failed", key: sellKey(failure.reasonKey) }
    case "SellOrderPayloadError":
      return { _tag: "Failed", key: "sell-submit-incomplete" }
    case "SellApiUnavailable":
      return { _tag: "Failed", key: "sell-submit-unavailable" }
    case "SellSubmissionInvalid":
    case "SellOffersNotQuoted":
      // Nothing was sent: the form shows what is missing.
      return { _tag: "Idle" }
  }
}

/**
 * Delivery (SPEC 3 delivery details): a courier pickup at an address on a working day, or a parcel
 * locker. Submitting runs core's sendSellOrder (the SPEC 3 payload through the SellApi port); a
 * refusal or a lost connection keeps every answer and the seller can send again.
 */
export function DeliveryStep(props: { readonly nav: FunnelNav; readonly store: Store; readonly quote: OfferQuote | null }) {
  const { nav, quote, store } = props
  const t = useT()
  const [shown, setShown] = useState<PickupFormErrors>({})
  const [submission, setSubmission] = useState<Submission>({ _tag: "Idle" })
  const form = store.details.delivery
  const set = (patch: Partial<DeliveryForm>) => store.update((d: SellDetails) => ({ ...d, delivery: { ...d.delivery, ...patch } }))
  const err = (name: keyof DeliveryForm) => (shown[name] === undefined ? undefined : t(shown[name] as MessageKey))

  // The answers last sent and their order date (core sendSellOrder: a retry of the same answers is the same sell order).
  const [attempts] = useState(() => Ref.makeUnsafe<SellAttempt | null>(null))
  const sending = useRef(false)
  const check = useHumanCheck()

  const submit = async () => {
    if (sending.current) return
    const submission: SellSubmission = {
      market: nav.market,
      state: nav.state,
      session: nav.session,
      quote,
      email: store.details.email,
      payout: store.details.payment,
      delivery: form,
      humanCheck: check.token
    }
    // The form's errors show at once; the use case checks the same before it sends anything.
    const errors = sellSubmissionErrors(submission, Date.now())
    setShown(errors.fields)
    if (!check.passed() || Object.keys(errors.fields).length > 0 || quote?._tag !== "OffersQuoted") return
    sending.current = true
    setSubmission({ _tag: "Sending" })
    const sent = await sellCall((api) => sendSellOrder(submission, attempts).pipe(Effect.provideService(SellApi, api)))
      .finally(() => { sending.current = false })
    if (Result.isSuccess(sent)) {
      check.spent()
      store.forgetPayout()
      // The congrats page shows the sale to the holder of its token (a guest) or to the account's session.
      nav.go({ step: "congrats", items: [] }, { order: sent.success.sellOrderId, token: sent.success.sellOrderToken })
      return
    }
    const failure = sent.failure
    if (failure._tag === "SellSubmissionInvalid") setShown(failure.fields)
    // The token was spent once the order went out, whatever the answer: a new check for the next submit.
    if (failure._tag === "SellOrderRejected" || failure._tag === "SellApiUnavailable") {
      check.spent(failure._tag === "SellOrderRejected" && failure.reasonKey === "sell.order.human-check-failed" ? "human-check-failed" : null)
    }
    setSubmission(submissionFailure(failure))
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
      <HumanCheck {...check.widget} />
      {Object.keys(shown).length > 0 ? <p className="sell-error" role="alert">{t("sell-form-has-errors")}</p> : null}
      {submission._tag === "Failed" ? (
        <div className="sell-error sell-submit-failed" role="alert" data-testid="sell-submit-failed">
          <p>{t(submission.key, submission.values)}</p>
          {submission.key === "sell-order-offer-changed" ? (
            // The offer step asks the backend again: the new amounts, then back here with every answer kept.
            <button type="button" className="button button-secondary" data-testid="sell-see-new-offer" onClick={() => nav.go({ ...nav.state, step: "offer" })}>
              {t("sell-see-new-offer")}
            </button>
          ) : <p>{t("sell-submit-retry-hint")}</p>}
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
