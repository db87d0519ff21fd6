import { PaymentToken, PublicId, sandboxPayment, type PaymentSession } from "@shop/core/backend/index"
import { formatPrice } from "@shop/core/markets/index"
import { Option, Schema } from "effect"
import { notFound } from "next/navigation"
import type { MessageKey } from "../../../../src/i18n/catalogues.ts"
import { translatorOfMarket } from "../../../../src/i18n/translator.ts"
import { loadForPage } from "../../../../src/server/page.ts"
import { privatePageMetadata } from "../../../../src/storefront/privatePages.ts"
import { SandboxChoice } from "./SandboxChoice.tsx"

/**
 * The sandbox payment gateway's page (DESIGN.md: "sandbox gateway served by the app"): the shop
 * sends the shopper here with the redirectPath of a started payment, `/sandbox-pay/<id>/?token=…`;
 * the page shows the amount and lets the tester choose the gateway's verdict. The link's token is
 * the payment's secret: without it (or on a server whose PAYMENTS is not `sandbox`) the page is the
 * not-found page. A real gateway replaces this page with its own.
 */

/** The link carries the payment's token: it is repeated to no one (privatePages.ts says why). */
export const metadata = privatePageMetadata

const decodeId = Schema.decodeUnknownOption(PublicId)
const decodeToken = Schema.decodeUnknownOption(PaymentToken)

const methodKey = { card: "sandbox-method-card", instalments: "sandbox-method-instalments" } as const satisfies Record<
  PaymentSession["method"],
  MessageKey
>
const statusKey = {
  pending: "sandbox-status-pending",
  paid: "sandbox-status-paid",
  failed: "sandbox-status-failed"
} as const satisfies Record<PaymentSession["status"], MessageKey>

interface PageProps {
  readonly params: Promise<{ paymentId: string }>
  readonly searchParams: Promise<Record<string, string | ReadonlyArray<string> | undefined>>
}

export default async function SandboxPaymentPage({ params, searchParams }: PageProps) {
  const id = decodeId((await params).paymentId)
  const token = decodeToken((await searchParams)["token"])
  if (Option.isNone(id) || Option.isNone(token)) notFound()
  const payment = await loadForPage(sandboxPayment(id.value, token.value))
  const amount = formatPrice(payment.market, payment.amount)
  const { t } = translatorOfMarket(payment.market)
  const labels = { pay: t("sandbox-pay"), decline: t("sandbox-decline"), unreachable: t("sandbox-unreachable") }
  // A section, not a <main>: the root layout already renders the page's <main>.
  return (
    <section className="container sandbox">
      <h1>{t("sandbox-title")}</h1>
      <p>{t("sandbox-intro")}</p>
      <dl>
        <dt>{t("sandbox-order")}</dt>
        <dd>{payment.orderId}</dd>
        <dt>{t("sandbox-amount")}</dt>
        <dd>{amount}</dd>
        <dt>{t("sandbox-method")}</dt>
        <dd>{t(methodKey[payment.method])}</dd>
        <dt>{t("sandbox-status")}</dt>
        <dd data-testid="sandbox-status" data-status={payment.status}>{t(statusKey[payment.status])}</dd>
      </dl>
      {payment.status === "pending"
        ? <SandboxChoice paymentId={payment.paymentId} token={token.value} labels={labels} />
        : <p>{t("sandbox-settled")}</p>}
    </section>
  )
}
