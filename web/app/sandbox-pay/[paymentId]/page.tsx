import { notFound as notFoundError, PaymentGateway } from "@shop/core/backend/index"
import { marketSettings } from "@shop/core/markets/index"
import { Effect, Option, Schema } from "effect"
import { notFound } from "next/navigation"
import { loadForPage } from "../../../src/server/page.ts"
import { OpaqueId } from "../../../src/server/params.ts"
import { SandboxChoice } from "./SandboxChoice.tsx"

/**
 * The sandbox payment gateway's page (DESIGN.md: "sandbox gateway served by the app"): the shop
 * sends the shopper here with the redirectPath of a started payment; the page shows the amount and
 * lets the tester choose the gateway's verdict. A real gateway replaces this page with its own.
 */

const session = (paymentId: string) =>
  Effect.gen(function*() {
    const gateway = yield* PaymentGateway
    const found = yield* gateway.session(paymentId)
    if (Option.isNone(found)) return yield* Effect.fail(notFoundError("payment", paymentId))
    return found.value
  })

const decodeId = Schema.decodeUnknownOption(OpaqueId)

export default async function SandboxPaymentPage({ params }: { readonly params: Promise<{ paymentId: string }> }) {
  const id = decodeId((await params).paymentId)
  if (Option.isNone(id)) notFound()
  const payment = await loadForPage(session(id.value))
  const market = marketSettings(payment.market)
  const amount = new Intl.NumberFormat(market.locale, { style: "currency", currency: market.currencyCode }).format(payment.amount)
  return (
    <main>
      <h1>Sandbox payment gateway</h1>
      <p>This test gateway takes no money. Choose what the bank answers.</p>
      <dl>
        <dt>Order</dt>
        <dd>{payment.orderId}</dd>
        <dt>Amount</dt>
        <dd>{amount}</dd>
        <dt>Method</dt>
        <dd>{payment.method}</dd>
        <dt>Status</dt>
        <dd data-testid="sandbox-status">{payment.status}</dd>
      </dl>
      {payment.status === "pending" ? <SandboxChoice paymentId={payment.paymentId} /> : <p>This payment is settled.</p>}
    </main>
  )
}
