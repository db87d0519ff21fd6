/**
 * The client islands without next/dynamic, for tests that render server views to a string:
 * renderToStaticMarkup does not wait for a lazy component, while Next's server rendering does (the
 * e2e suite covers that). Use as `vi.mock("<path>/src/client/islands.tsx", () => import("<this file>"))`.
 */
export { ShopClient } from "../../src/client/ShopClient.tsx"
export { PurchasePanel } from "../../src/storefront/product/PurchasePanel.tsx"
export { CartExtraPage } from "../../src/storefront/cart/CartExtraPage.tsx"
export { CartLoginPage } from "../../src/storefront/cart/CartLoginPage.tsx"
export { CartPage } from "../../src/storefront/cart/CartPage.tsx"
export { FinalizeCheckout } from "../../src/storefront/checkout/FinalizeCheckout.tsx"
export { PaymentPoller } from "../../src/storefront/checkout/PaymentPoller.tsx"
export { RetryPayment } from "../../src/storefront/checkout/RetryPayment.tsx"
export { StoredConsentBanner as ConsentBanner } from "../../src/client/consent/StoredConsentBanner.tsx"
export { ContactFormIsland } from "../../src/storefront/help/ContactForm.tsx"
export { ReviewFormIsland } from "../../src/storefront/reviews/ReviewForm.tsx"
export { AuthForm } from "../../src/storefront/auth/AuthForm.tsx"
export { LogoutNow } from "../../src/storefront/auth/LogoutNow.tsx"
export {
  ActionForm,
  ActionResults,
  RefusalText,
  ResultInput,
  SavedText,
  WhenRefused,
  WhenSaved
} from "../../src/storefront/account/ActionResults.tsx"
