"use client"

import { Option, Schema } from "effect"
import { useEffect, useState } from "react"

const Settled = Schema.Struct({ pagePath: Schema.String })
const Failure = Schema.Struct({ message: Schema.String })
const decodeSettled = Schema.decodeUnknownOption(Settled)
const decodeFailure = Schema.decodeUnknownOption(Failure)

/**
 * The two verdicts of the sandbox gateway, sent with the payment's token from the page's link. The
 * answer of the complete call names the shop page to go to (thank-you or payment failed); an error
 * answer is shown as it came.
 */
export interface SandboxChoiceLabels {
  readonly pay: string
  readonly decline: string
  readonly unreachable: string
}

export function SandboxChoice(
  { paymentId, token, labels }: { readonly paymentId: string; readonly token: string; readonly labels: SandboxChoiceLabels }
) {
  const [busy, setBusy] = useState(false)
  // Until the page's script runs, a click would do nothing: the buttons stay disabled until then.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const [error, setError] = useState<string | null>(null)

  const settle = async (outcome: "paid" | "failed") => {
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(`/api/payments/sandbox/${encodeURIComponent(paymentId)}/complete/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ outcome, token })
      })
      const body: unknown = await response.json()
      const settled = decodeSettled(body)
      if (response.ok && Option.isSome(settled)) {
        window.location.assign(settled.value.pagePath)
        return
      }
      setError(Option.match(decodeFailure(body), { onNone: () => response.statusText, onSome: (f) => f.message }))
    } catch {
      setError(labels.unreachable)
    }
    setBusy(false)
  }

  return (
    <div className="sandbox-actions">
      <button type="button" className="button button-primary" data-testid="sandbox-pay" disabled={busy || !hydrated} onClick={() => void settle("paid")}>
        {labels.pay}
      </button>
      <button type="button" className="button button-outline" data-testid="sandbox-fail" disabled={busy || !hydrated} onClick={() => void settle("failed")}>
        {labels.decline}
      </button>
      {error === null ? null : <p role="alert">{error}</p>}
    </div>
  )
}
