"use client"
import { pickupDays } from "@shop/core/sell/pickupDate"
import { localDateIn } from "@shop/core/markets/localDate"
import type { OfferQuote } from "@shop/core/ports/SellApi"
import { payoutDetailsOf } from "@shop/core/sell/payoutForm"
import { pickupDetailsOf, pickupFormErrors, type PickupFormErrors } from "@shop/core/sell/pickupForm"
import { buildSellOrderPayload } from "@shop/core/sell/sellOrder"
import { funnelContext, stepsFor } from "@shop/core/sell/stepGraph"
import { Option, Result } from "effect"
import { useCallback, useMemo, useRef, useState } from "react"
import { HumanCheck } from "../../client/humanCheck/HumanCheck.tsx"
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

/**
 * Delivery (SPEC 3 delivery details): a courier pickup at an address on a working day, or a parcel
 * locker. Submitting sends the SPEC 3 payload (core buildSellOrderPayload) through the SellApi
 * port; a refusal or a lost connection keeps every answer and the seller can send again.
 */
export function DeliveryStep(props: { readonly nav: FunnelNav; readonly store: Store; readonly quote: OfferQuote | null }) {
  const { nav, quote, store } = props
  const t = useT()
  const [shown, setShown] = useState<PickupFormErrors>({})
  const [submission, setSubmission] = useState<Submission>({ _tag: "Idle" })
  const form = store.details.delivery
  const set = (patch: Partial<DeliveryForm>) => store.update((d: SellDetails) => ({ ...d, delivery: { ...d.delivery, ...patch } }))
  const err = (name: keyof DeliveryForm) => (shown[name] === undefined ? undefined : t(shown[name] as MessageKey))

  // One order date per submission attempt: a retry of the same answers (a lost reply, a second
  // Enter) sends the same payload, so the same idempotency key, and gets the first sell order back.
  const attempt = useRef<{ readonly content: string; readonly at: number } | null>(null)
  const sending = useRef(false)
  // The human check (issue 8): a token is good for one submission, so every answer starts a new check.
  const [token, setToken] = useState<string | null>(null)
  const [checkRound, setCheckRound] = useState(0)
  const [checkError, setCheckError] = useState<MessageKey | null>(null)
  const onToken = useCallback((next: string | null) => {
    setToken(next)
    if (next !== null) setCheckError(null)
  }, [])

  const submit = async () => {
    if (sending.current) return
    const errors = pickupFormErrors(nav.market, form, localDateIn(nav.market, Date.now()))
    setShown(errors)
    if (token === null) setCheckError("human-check-required")
    if (Object.keys(errors).length > 0 || quote?._tag !== "OffersQuoted" || token === null) return
    const ctx = funnelContext(nav.state, nav.session)
    const asksPayment = Option.isSome(ctx) && stepsFor(ctx.value).includes("payment")
    const email = store.details.email.trim()
    const payloadAt = (now: number) => buildSellOrderPayload({
      countryCode: nav.market,
      state: nav.state,
      offers: quote.offers,
      payment: asksPayment ? payoutDetailsOf(store.details.payment, nav.variants.partner, email) : null,
      delivery: pickupDetailsOf(form),
      user: { email, serviceDbUserId: null },
      evaluationId: null,
      voucherCode: null,
      now
    })
    const content = JSON.stringify(Result.getOrNull(payloadAt(0)))
    const at = attempt.current?.content === content ? attempt.current.at : Date.now()
    attempt.current = { content, at }
    const payload = payloadAt(at)
    if (Result.isFailure(payload)) {
      setSubmission({ _tag: "Failed", key: "sell-submit-incomplete" })
      return
    }
    sending.current = true
    setSubmission({ _tag: "Sending" })
    const sent = await sellCall((api) => api.submitSellOrder(payload.success, token)).finally(() => { sending.current = false })
    setCheckRound((n) => n + 1)
    if (Result.isSuccess(sent)) {
      store.forgetPayout()
      // The congrats page shows the sale to the holder of its token (a guest) or to the account's session.
      nav.go({ step: "congrats", items: [] }, { order: sent.success.sellOrderId, token: sent.success.sellOrderToken })
      return
    }
    const failure = sent.failure
    if (failure._tag === "SellOrderRejected" && failure.reasonKey === "sell.order.human-check-failed") setCheckError("human-check-failed")
    if (failure._tag === "SellOrderRejected" && failure.reasonKey === "sell.order.too-many-requests") {
      setSubmission({ _tag: "Failed", ...waitMessage(failure.retryAfterSeconds) })
      return
    }
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
      <HumanCheck onToken={onToken} resetKey={checkRound} error={checkError === null ? undefined : t(checkError)} />
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
