"use client"
import { Result } from "effect"
import { useEffect, useState } from "react"
import { checkoutCall } from "../../client/apiCalls.ts"

export interface PollerLabels {
  readonly waiting: string
  readonly slow: string
}

/** Polls every 2 s at first, then every 5 s; after two minutes the shopper is told it is slow. */
const delayAfter = (elapsedMs: number): number => (elapsedMs < 30_000 ? 2_000 : 5_000)
const slowAfterMs = 120_000

/**
 * The payment-processing page's progress: asks the backend for the order's payment state until the
 * gateway has decided, then moves on to the page of that state (thank-you or payment failed). A
 * failed poll (network) is simply asked again.
 */
export function PaymentPoller(props: { readonly orderId: string; readonly orderToken: string; readonly labels: PollerLabels }) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const startedAt = Date.now()
    let timer: number | undefined
    let stopped = false
    const poll = async () => {
      const step = await checkoutCall((api) => api.paymentStatus(props.orderId, props.orderToken))
      if (stopped) return
      // Decided: paid, failed or cancelled (an order not yet sent to the gateway stays here).
      if (Result.isSuccess(step) && step.success.paymentState !== "processing" && step.success.paymentState !== "created") {
        window.location.replace(step.success.pagePath)
        return
      }
      const elapsed = Date.now() - startedAt
      if (elapsed > slowAfterMs) setSlow(true)
      timer = window.setTimeout(() => void poll(), delayAfter(elapsed))
    }
    timer = window.setTimeout(() => void poll(), 1_000)
    return () => {
      stopped = true
      window.clearTimeout(timer)
    }
  }, [props.orderId, props.orderToken])
  return (
    <div className="checkout-progress-block">
      <p className="checkout-progress" role="status" data-testid="payment-processing">
        <span className="checkout-spinner" aria-hidden="true" />
        {props.labels.waiting}
      </p>
      {slow ? <p className="checkout-hint" role="status">{props.labels.slow}</p> : null}
    </div>
  )
}
