import { pageOfState, paymentPagePath, type PaymentPage } from "@shop/core/payments/paymentPages"
import { formatPrice } from "@shop/core/markets/priceFormat"
import type { ResolvedRoute } from "@shop/core/routes/index"
import { pathOf } from "@shop/core/routes/router"
import { redirect } from "next/navigation"
import type { ReactNode } from "react"
import type { ViewProps } from "../views.ts"
import { PageFrame } from "../PageFrame.tsx"
import { OrderDetails, OrderNumber } from "./OrderDetails.tsx"
import { OrderMissing } from "./OrderMissing.tsx"
import { loadOrderForPage, type OrderPageData } from "./orderPage.ts"
import { PaymentPoller, RetryPayment } from "../../client/islands.tsx"

/** What the order pages use of their view props (any of the five keys' routes). */
type OrderViewProps = Omit<ViewProps<PaymentPage>, "route"> & { readonly route: ResolvedRoute }

/**
 * Loads the order of `?order=` and renders `body` for it, or the missing-order note. An order whose
 * state belongs on another page (a processing order opened on the thank-you link, a paid one on the
 * failed link) is sent there: core's pageOfState is the one rule for which page shows an order.
 */
const withOrder = async (
  props: OrderViewProps,
  body: (data: OrderPageData) => ReactNode
): Promise<ReactNode> => {
  const { market, names, route, searchParams, tr } = props
  const data = await loadOrderForPage(market, searchParams)
  if (data !== null && pageOfState(data.order) !== route.key) redirect(paymentPagePath(data.order, data.orderToken))
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="checkout-page" lead={false} links={false}>
      {data === null ? <OrderMissing market={market} tr={tr} /> : body(data)}
    </PageFrame>
  )
}

const continueLinks = (props: OrderViewProps) => (
  <p className="checkout-actions">
    <a className="button button-primary" href={pathOf(props.market, "shop")}>{props.tr.t("checkout-continue-shopping")}</a>
  </p>
)

/** Thank-you pages (plain, instalment, financing): the order as placed and what happens next. */
const thankYou = (props: OrderViewProps) =>
  withOrder(props, ({ locker, order, tradeIn }) => (
    <>
      <div className="checkout-card checkout-thanks" data-testid="thank-you">
        <p className="lead">
          {props.tr.t(props.route.key === "thankYou" ? "page-thank-you-description" : "checkout-instalment-note")}
        </p>
        <OrderNumber order={order} tr={props.tr} />
        <p>{props.tr.t("checkout-order-email-note", { email: order.contact.email })}</p>
      </div>
      <OrderDetails market={props.market} order={order} locker={locker} tr={props.tr} tradeIn={tradeIn} />
      {continueLinks(props)}
    </>
  ))

export const ThankYouView = (props: ViewProps<"thankYou">) => thankYou(props)
export const InstalmentThankYouView = (props: ViewProps<"instalmentThankYou">) => thankYou(props)
export const FinancingThankYouView = (props: ViewProps<"financingThankYou">) => thankYou(props)

/** Payment processing: a progress indicator polling the order until the gateway has decided. */
export const PaymentProcessingView = (props: ViewProps<"paymentProcessing">) =>
  withOrder(props, ({ order, orderToken }) => (
    <div className="checkout-card">
      <p className="lead">{props.tr.t("page-payment-processing-description")}</p>
      <OrderNumber order={order} tr={props.tr} />
      {order.paymentState === "created" ? (
        // The order was placed but its payment never opened (the start call failed): open it now.
        <RetryPayment
          orderId={order.id}
          orderToken={orderToken}
          action="start"
          labels={{
            retry: props.tr.t("checkout-start-retry"),
            retrying: props.tr.t("checkout-retrying"),
            failed: props.tr.t("checkout-retry-failed")
          }}
        />
      ) : (
        <PaymentPoller
          orderId={order.id}
          orderToken={orderToken}
          labels={{ waiting: props.tr.t("checkout-processing-status"), slow: props.tr.t("checkout-processing-slow") }}
        />
      )}
    </div>
  ))

/** Payment failed: what happened, and a retry (unless the order was cancelled unpaid). */
export const PaymentFailedView = (props: ViewProps<"paymentFailed">) =>
  withOrder(props, ({ order, orderToken }) => (
    <div className="checkout-card checkout-failed" data-testid="payment-failed">
      <OrderNumber order={order} tr={props.tr} />
      {order.paymentState === "cancelled" ? (
        <>
          <p>{props.tr.t("checkout-failed-cancelled")}</p>
          {continueLinks(props)}
        </>
      ) : (
        <>
          <p>{props.tr.t("checkout-failed-body", { total: formatPrice(props.market, order.totals.total) })}</p>
          <RetryPayment
            orderId={order.id}
            orderToken={orderToken}
            labels={{
              retry: props.tr.t("checkout-retry"),
              retrying: props.tr.t("checkout-retrying"),
              failed: props.tr.t("checkout-retry-failed")
            }}
          />
        </>
      )}
    </div>
  ))
