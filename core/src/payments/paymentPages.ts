import { Result, Schema } from "effect"
import { MarketCode } from "../markets/market.ts"
import { buildPath, pathOf, routeAvailable } from "../routes/router.ts"
import type { Order } from "../orders/orderTypes.ts"
import { PaymentState } from "./paymentState.ts"

/**
 * Which storefront page an order's payment state shows, and the answer of a payment call: what the
 * browser needs of payments (the checkout's adapters and pages), apart from the payment programs
 * (paymentService.ts) and the backend ports they use, so none of those reach the browser.
 */

export type PaymentPage =
  | "paymentProcessing"
  | "paymentFailed"
  | "thankYou"
  | "instalmentThankYou"
  | "financingThankYou"

/**
 * Where the shopper goes now. `redirectPath` is the gateway page while a payment is under way (for
 * the sandbox it carries the payment's secret token), else the storefront page. No payment id is
 * shown: the order id and its token are what the shopper holds.
 */
export const PaymentStep = Schema.Struct({
  orderId: Schema.String,
  market: MarketCode,
  paymentState: PaymentState,
  redirectPath: Schema.String,
  /** The storefront page for this state (processing, failed or a thank-you page), `?order=<id>&token=<order token>`. */
  pagePath: Schema.String
})
export type PaymentStep = typeof PaymentStep.Type

/**
 * The instalment provider whose name the financing thank-you page carries (HU `/shop/koszonjuk-cofidis/`;
 * our choice of provider where the spec shows only the path shape). RO and BG have one instalment page
 * with no provider in it (BG's is TBI's by its slug); GR has no instalments.
 */
export const financingProvider = "cofidis"

/**
 * The thank-you page of a paid instalment order: the market's instalment page (RO, BG), its
 * financing page (HU), else the plain thank-you page (a market without instalment pages).
 */
const instalmentPage = (order: Order): PaymentPage =>
  routeAvailable(order.market, "instalmentThankYou")
    ? "instalmentThankYou"
    : routeAvailable(order.market, "financingThankYou")
    ? "financingThankYou"
    : "thankYou"

/** The one rule for the page an order's state shows. */
export const pageOfState = (order: Order): PaymentPage =>
  order.paymentMethod === "cash-on-delivery"
    ? "thankYou"
    : order.paymentState === "paid"
    ? order.paymentMethod === "instalments" ? instalmentPage(order) : "thankYou"
    : order.paymentState === "failed" || order.paymentState === "cancelled"
    ? "paymentFailed"
    : "paymentProcessing"

const pathOfPage = (order: Order, page: PaymentPage): string => {
  switch (page) {
    case "instalmentThankYou":
    case "financingThankYou": {
      const built = page === "financingThankYou"
        ? buildPath(order.market, "financingThankYou", { provider: financingProvider })
        : buildPath(order.market, "instalmentThankYou")
      return Result.getOrElse(built, () => pathOf(order.market, "thankYou"))
    }
    default:
      return pathOf(order.market, page)
  }
}

/**
 * The storefront page of the order's state, naming the order and carrying its token
 * (`?order=<id>&token=<order token>`, access/recordAccess.ts): the page shows a guest's order to
 * the holder of the token, an account's order to its owner's session. The pages answer with
 * `Referrer-Policy: no-referrer`, so the link does not travel on.
 */
export const paymentPagePath = (order: Order, orderToken: string): string =>
  `${pathOfPage(order, pageOfState(order))}?order=${encodeURIComponent(order.id)}&token=${encodeURIComponent(orderToken)}`
