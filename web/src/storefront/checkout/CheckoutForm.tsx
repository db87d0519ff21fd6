"use client"
import { tradeInEvent } from "@shop/core/cart/tradeInEvents"
import { pushToDataLayer } from "../../client/dataLayerPush.ts"
import type { ShippingRates } from "@shop/core/catalog/catalogTypes"
import { fingerprintOf } from "@shop/core/orders/fingerprint"
import { paymentMethodsByMarket } from "@shop/core/orders/paymentMethods"
import { orderTotals } from "@shop/core/orders/orderTotals"
import type { DeliveryMethod } from "@shop/core/orders/shipping"
import { paymentPagePath } from "@shop/core/payments/paymentPages"
import { isCartEmpty } from "@shop/core/cart/cartValues"
import type { MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { Result } from "effect"
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react"
import { useCart } from "../../client/cart/CartProvider.tsx"
import { useT } from "../../client/useT.ts"
import { checkoutCall } from "../../client/apiCalls.ts"
import {
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm as Form,
  emptyCheckoutForm,
  firstInvalidField,
  maxLengths,
  orderRequestOf,
  validateCheckoutForm
} from "./checkoutForm.ts"
import {
  type CheckoutAttempt,
  clearCheckout,
  loadCheckout,
  newIdempotencyKey,
  rememberPlacedOrder,
  saveCheckout
} from "./checkoutStorage.ts"
import { CheckoutProgress, EmptyCheckout } from "./CheckoutStates.tsx"
import { CheckoutSummary } from "./CheckoutSummary.tsx"
import { CourierFields } from "./CourierFields.tsx"
import { bindText, type FieldEvents } from "./fieldEvents.ts"
import { ChoiceOption, TextField } from "./FormField.tsx"
import { LockerPicker } from "./LockerPicker.tsx"
import { type OrderFailure, orderFailureOf } from "./orderFailure.ts"
import { PaymentChoice } from "./PaymentChoice.tsx"
import { PlacedOrderNotice } from "./PlacedOrderNotice.tsx"
import { usePlacedOrder } from "./usePlacedOrder.ts"

type Status =
  | { readonly _tag: "Editing" }
  | { readonly _tag: "Placing" }
  /** The order exists (and is remembered): the cart is emptied and the shopper is on the way to pay. */
  | { readonly _tag: "Placed" }

/** A submit refused before anything was sent: how many fields need attention (announced once). */
interface Invalid {
  readonly count: number
  /** Which submit it was: a new submit re-announces the same count. */
  readonly submit: number
}

/** Moves focus to a field by name (a radio group: its first radio; the locker list: its search when empty). */
const focusField = (form: HTMLFormElement | null, field: CheckoutField) => {
  const target = form?.querySelector<HTMLElement>(`[name="${field}"]:not([disabled])`) ??
    (field === "lockerId" ? form?.querySelector<HTMLElement>("#checkout-locker-search") : null)
  target?.focus()
}

/**
 * The finalize page's form (SPEC 5 rules through core's validators, on blur and on submit): contact,
 * courier address or parcel locker, payment method, and the order summary. Valid input places one
 * order per attempt (one idempotency key, kept while the request is unchanged), remembers it for this
 * tab, empties the cart, starts the payment and goes where the backend says; when the payment cannot
 * be started, to the order's payment page (its start button). Refusals are shown and the form is kept.
 * Coming back with a remembered unpaid order and no new cart shows that order instead of the form.
 * Loaded by the finalize page's island (FinalizeCheckout.tsx) when there is something to show.
 */
export function CheckoutForm(props: { readonly market: MarketCode; readonly shippingRates: ShippingRates }) {
  const { market, shippingRates } = props
  const t = useT()
  const { cart, clear, paths, ready } = useCart()
  const [form, setForm] = useState<Form>(() => emptyCheckoutForm(market))
  const [loaded, setLoaded] = useState(false)
  const attempt = useRef<CheckoutAttempt | null>(null)
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<CheckoutErrors>({})
  const [failure, setFailure] = useState<OrderFailure | null>(null)
  const [invalid, setInvalid] = useState<Invalid | null>(null)
  const [status, setStatus] = useState<Status>({ _tag: "Editing" })
  const busy = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const bannerRef = useRef<HTMLDivElement>(null)
  const placedScreen = usePlacedOrder(market, ready, isCartEmpty(cart))
  const placed = status._tag === "Placed"

  // Back from the payment page may restore this page as it was left ("taking you to the payment"):
  // load it again so it shows the remembered order instead.
  useEffect(() => {
    if (!placed) return
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload()
    }
    window.addEventListener("pageshow", onShow)
    return () => window.removeEventListener("pageshow", onShow)
  }, [placed])

  useEffect(() => {
    const stored = loadCheckout(market)
    setForm(stored.form)
    attempt.current = stored.attempt
    setLoaded(true)
  }, [market])

  useEffect(() => {
    if (loaded && !placed) saveCheckout(market, form, attempt.current)
  }, [form, loaded, market, placed])

  const errors = useMemo(() => validateCheckoutForm(market, form, Date.now()), [form, market])

  const events = useMemo<FieldEvents>(() => ({
    change: (patch) => {
      setForm((current) => ({ ...current, ...patch }))
      setServerErrors((current) => {
        const next = { ...current }
        for (const key of Object.keys(patch)) delete next[key as CheckoutField]
        return next
      })
    },
    blur: (field) => setTouched((current) => (current.has(field) ? current : new Set([...current, field]))),
    error: (field) => {
      const key = serverErrors[field] ?? (submitted || touched.has(field) ? errors[field] : undefined)
      return key === undefined ? undefined : t(key)
    }
  }), [errors, serverErrors, submitted, t, touched])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return
    setSubmitted(true)
    const found = validateCheckoutForm(market, form, Date.now())
    const first = firstInvalidField(found)
    if (first !== undefined) {
      setFailure(null)
      setInvalid((current) => ({ count: Object.keys(found).length, submit: (current?.submit ?? 0) + 1 }))
      focusField(formRef.current, first)
      return
    }
    setInvalid(null)
    busy.current = true
    setStatus({ _tag: "Placing" })
    setFailure(null)
    // One key per attempt: the same request again (a lost answer, a second click) keeps it.
    const fingerprint = fingerprintOf(orderRequestOf(market, form, cart, ""))
    const key = attempt.current?.fingerprint === fingerprint ? attempt.current.key : newIdempotencyKey()
    attempt.current = { key, fingerprint }
    saveCheckout(market, form, attempt.current)
    const placed = await checkoutCall((api) => api.placeOrder(orderRequestOf(market, form, cart, key)))
    if (Result.isSuccess(placed)) {
      const order = placed.success
      const pagePath = paymentPagePath(order, order.orderToken)
      // Remembered before the cart is emptied: from now on the order id and its token are the
      // shopper's only hold on it.
      rememberPlacedOrder(market, { orderId: order.id, orderToken: order.orderToken, pagePath })
      setStatus({ _tag: "Placed" })
      // The trade-in became the order's sell order (issue 19), at the credit the server quoted.
      if (order.tradeIn !== undefined && cart.tradeIn !== undefined) {
        pushToDataLayer(tradeInEvent("trade_in_completed", market, cart.tradeIn, order.tradeIn.credit))
      }
      clearCheckout(market)
      await clear()
      const step = await checkoutCall((api) => api.startPayment(order.id, order.orderToken))
      // Not started: the order's page shows it with a button that starts the payment.
      window.location.assign(Result.isSuccess(step) ? step.success.redirectPath : pagePath)
      return
    }
    busy.current = false
    const refused = orderFailureOf(placed.failure)
    if (refused.newKey) attempt.current = null
    setServerErrors(refused.fields)
    setFailure(refused)
    setStatus({ _tag: "Editing" })
    const field = firstInvalidField(refused.fields)
    if (field !== undefined) focusField(formRef.current, field)
    else bannerRef.current?.focus()
  }

  if (placed) {
    return <CheckoutProgress text="checkout-redirecting" />
  }

  if (!ready || !loaded || placedScreen._tag === "Checking") {
    return <CheckoutProgress text="checkout-loading" />
  }

  if (placedScreen._tag === "Unpaid") return <PlacedOrderNotice market={market} screen={placedScreen} />

  if (isCartEmpty(cart)) return <EmptyCheckout />

  const deliveryPrice = (method: DeliveryMethod) => {
    const cost = orderTotals(cart, shippingRates, method, null).shipping
    return cost === 0 ? t("checkout-summary-free") : formatPrice(market, cost)
  }
  const placing = status._tag === "Placing"
  // Once every field is fixed the count no longer applies: the banner goes (silently).
  const stillInvalid = firstInvalidField(errors) !== undefined

  return (
    <div className="checkout-layout">
      <form
        ref={formRef}
        id="checkout-form"
        className="checkout-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={placing}
      >
        <div ref={bannerRef} tabIndex={-1} className="checkout-banner-slot">
          {failure !== null ? (
            <div className="checkout-banner" role="alert" data-testid="checkout-failure">
              <p>{t(failure.message, failure.values)}</p>
              {failure.reviewCart ? <a href={paths.cart}>{t("checkout-review-cart")}</a> : null}
            </div>
          ) : invalid !== null && stillInvalid ? (
            // The one announcement of a refused submit; each field's own error is read at the field.
            <div key={invalid.submit} className="checkout-banner" role="alert" data-testid="checkout-invalid">
              <p>{t("checkout-errors-count", { count: invalid.count })}</p>
            </div>
          ) : null}
        </div>

        <fieldset className="checkout-section">
          <legend>{t("checkout-contact-title")}</legend>
          <div className="checkout-grid">
            <TextField
              {...bindText(form, events, "name")}
              label={t("checkout-name-label")}
              required
              className="checkout-field-wide"
              input={{ autoComplete: "name", maxLength: maxLengths.name }}
            />
            <TextField
              {...bindText(form, events, "email")}
              label={t("checkout-email-label")}
              hint={t("checkout-email-hint")}
              required
              input={{ type: "email", autoComplete: "email", inputMode: "email", maxLength: maxLengths.email }}
            />
            <TextField
              {...bindText(form, events, "phone")}
              label={t("checkout-phone-label")}
              hint={t("checkout-phone-hint")}
              required
              input={{ type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: maxLengths.phone }}
            />
          </div>
        </fieldset>

        <fieldset className="checkout-section">
          <legend>{t("checkout-delivery-title")}</legend>
          <div className="checkout-choices checkout-choices-row">
            {(["courier", "locker"] as const).map((method) => (
              <ChoiceOption
                key={method}
                name="deliveryMethod"
                value={method}
                checked={form.deliveryMethod === method}
                onChoose={() => events.change({ deliveryMethod: method })}
                title={t(method === "courier" ? "checkout-delivery-courier" : "checkout-delivery-locker")}
                hint={deliveryPrice(method)}
              />
            ))}
          </div>
          {form.deliveryMethod === "courier"
            ? <CourierFields market={market} form={form} events={events} />
            : <LockerPicker market={market} form={form} events={events} />}
        </fieldset>

        <PaymentChoice
          market={market}
          methods={paymentMethodsByMarket[market]}
          value={form.paymentMethod}
          codFee={formatPrice(market, shippingRates.cashOnDeliveryFee)}
          events={events}
        />

      </form>
      <CheckoutSummary market={market} cart={cart} rates={shippingRates} delivery={form.deliveryMethod} payment={form.paymentMethod} />
      {/* After the summary on narrow screens, so the total is read before the order is placed. */}
      <div className="checkout-submit">
        <button type="submit" form="checkout-form" className="button button-primary" data-testid="submit" disabled={placing}>
          {placing ? t("checkout-submitting") : t("checkout-submit")}
        </button>
      </div>
    </div>
  )
}
