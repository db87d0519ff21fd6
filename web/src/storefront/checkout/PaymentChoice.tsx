"use client"
import type { PaymentMethod } from "@shop/core/orders/orderTypes"
import type { MarketCode } from "@shop/core/markets/market"
import { useT } from "../../client/useT.ts"
import { paymentMethodKeys } from "./checkoutText.ts"
import type { FieldEvents } from "./fieldEvents.ts"
import { ChoiceOption, describedBy, FieldError } from "./FormField.tsx"

/** The market's payment methods (core paymentMethodsByMarket) as radio buttons named `paymentMethod`. */
export function PaymentChoice(props: {
  readonly market: MarketCode
  readonly methods: ReadonlyArray<PaymentMethod>
  readonly value: PaymentMethod | ""
  /** The cash-on-delivery fee, formatted. */
  readonly codFee: string
  readonly events: FieldEvents
}) {
  const { events } = props
  const t = useT()
  const error = events.error("paymentMethod")
  return (
    <fieldset className="checkout-section" aria-describedby={error === undefined ? undefined : "checkout-paymentMethod-error"}>
      <legend>{t("checkout-payment-title")}</legend>
      <div className="checkout-choices">
        {props.methods.map((method) => (
          <ChoiceOption
            key={method}
            name="paymentMethod"
            value={method}
            checked={props.value === method}
            onChoose={() => events.change({ paymentMethod: method })}
            title={t(paymentMethodKeys[method].name)}
            hint={t(paymentMethodKeys[method].hint, { fee: props.codFee })}
            input={{ onBlur: () => events.blur("paymentMethod"), ...describedBy("paymentMethod", error, undefined) }}
          />
        ))}
      </div>
      <FieldError name="paymentMethod" error={error} />
    </fieldset>
  )
}
