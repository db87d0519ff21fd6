"use client"
import { Result } from "effect"
import { useEffect, useState } from "react"
import { checkoutCall } from "../../client/apiCalls.ts"

export interface RetryLabels {
  readonly retry: string
  readonly retrying: string
  readonly failed: string
}

/**
 * The payment-failed page's retry: starts the payment again and sends the shopper to the gateway.
 * (The processing page uses it to open an order's first payment when that never happened.)
 * When the order has moved on meanwhile (paid, or retried in another tab), it goes to the page of
 * its state instead.
 */
export function RetryPayment(props: {
  readonly orderId: string
  /** The order's token (core access/recordAccess.ts), from the page's link. */
  readonly orderToken: string
  readonly labels: RetryLabels
  /** `start` for an order never sent to the gateway (its first start failed), `retry` after a failure. */
  readonly action?: "start" | "retry"
}) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  // Enabled once hydrated: a click before that would reach no handler and be lost.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const retry = async () => {
    setBusy(true)
    setFailed(false)
    const step = await checkoutCall((api) =>
      props.action === "start" ? api.startPayment(props.orderId, props.orderToken) : api.retryPayment(props.orderId, props.orderToken)
    )
    if (Result.isSuccess(step)) {
      window.location.assign(step.success.redirectPath)
      return
    }
    if (step.failure.error === "illegal-transition") {
      const status = await checkoutCall((api) => api.paymentStatus(props.orderId, props.orderToken))
      if (Result.isSuccess(status) && status.success.paymentState !== "failed") {
        window.location.assign(status.success.pagePath)
        return
      }
    }
    setBusy(false)
    setFailed(true)
  }
  return (
    <div className="checkout-actions">
      <button type="button" className="button button-primary" data-testid={props.action === "start" ? "start-payment" : "retry-payment"} disabled={busy || !hydrated} onClick={() => void retry()}>
        {busy ? props.labels.retrying : props.labels.retry}
      </button>
      {failed ? <p className="checkout-error" role="alert">{props.labels.failed}</p> : null}
    </div>
  )
}
