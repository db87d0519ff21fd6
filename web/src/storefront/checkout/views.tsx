import type { RouteViews } from "../views.ts"
import { FinalizeView } from "./FinalizeView.tsx"
import {
  FinancingThankYouView,
  InstalmentThankYouView,
  PaymentFailedView,
  PaymentProcessingView,
  ThankYouView
} from "./OrderViews.tsx"

/** The checkout area's pages by route key. */
export const checkoutViews: RouteViews = {
  cartFinalize: FinalizeView,
  thankYou: ThankYouView,
  instalmentThankYou: InstalmentThankYouView,
  financingThankYou: FinancingThankYouView,
  paymentProcessing: PaymentProcessingView,
  paymentFailed: PaymentFailedView
}
