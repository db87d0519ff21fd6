import * as AccountInsurances from "../../app/api/account/insurances/route.ts"
import * as AccountPurchase from "../../app/api/account/purchases/[orderId]/route.ts"
import * as AccountPurchases from "../../app/api/account/purchases/route.ts"
import * as AccountReturn from "../../app/api/account/returns/[orderId]/route.ts"
import * as AccountReturns from "../../app/api/account/returns/route.ts"
import * as AccountSaleCounterOffer from "../../app/api/account/sales/[sellOrderId]/counter-offer/route.ts"
import * as AccountSalePayout from "../../app/api/account/sales/[sellOrderId]/payout/route.ts"
import * as AccountSale from "../../app/api/account/sales/[sellOrderId]/route.ts"
import * as AccountSales from "../../app/api/account/sales/route.ts"
import * as AccountCorporate from "../../app/api/account/settings/corporate/route.ts"
import * as AccountEmail from "../../app/api/account/settings/email/route.ts"
import * as AccountPassword from "../../app/api/account/settings/password/route.ts"
import * as AccountSettings from "../../app/api/account/settings/route.ts"
import * as StaffDeliveries from "../../app/api/account/staff/deliveries/route.ts"
import * as StaffLogin from "../../app/api/staff/auth/login/route.ts"
import * as StaffLogout from "../../app/api/staff/auth/logout/route.ts"
import * as StaffSession from "../../app/api/staff/auth/session/route.ts"
import * as StaffMembers from "../../app/api/staff/staff/route.ts"
import * as StaffMember from "../../app/api/staff/staff/[staffId]/route.ts"
import * as StaffOrders from "../../app/api/staff/orders/route.ts"
import * as StaffOrder from "../../app/api/staff/orders/[orderId]/route.ts"
import * as StaffOrderTransition from "../../app/api/staff/orders/[orderId]/transition/route.ts"
import * as StaffReturns from "../../app/api/staff/returns/route.ts"
import * as StaffReturn from "../../app/api/staff/returns/[returnId]/route.ts"
import * as StaffReturnTransition from "../../app/api/staff/returns/[returnId]/transition/route.ts"
import * as StaffClaims from "../../app/api/staff/warranty-claims/route.ts"
import * as StaffClaim from "../../app/api/staff/warranty-claims/[claimId]/route.ts"
import * as StaffClaimTransition from "../../app/api/staff/warranty-claims/[claimId]/transition/route.ts"
import * as StaffProducts from "../../app/api/staff/products/route.ts"
import * as StaffProduct from "../../app/api/staff/products/[productId]/route.ts"
import * as StaffSellOrders from "../../app/api/staff/sell-orders/route.ts"
import * as StaffSellOrder from "../../app/api/staff/sell-orders/[sellOrderId]/route.ts"
import * as StaffSellOrderTransition from "../../app/api/staff/sell-orders/[sellOrderId]/transition/route.ts"
import * as StaffAudit from "../../app/api/staff/audit/route.ts"
import * as StaffCustomer from "../../app/api/staff/customers/[uid]/route.ts"
import * as StaffCustomerDeactivate from "../../app/api/staff/customers/[uid]/deactivate/route.ts"
import * as StaffCustomerReactivate from "../../app/api/staff/customers/[uid]/reactivate/route.ts"
import * as StaffCustomers from "../../app/api/staff/customers/route.ts"
import * as StaffDashboard from "../../app/api/staff/dashboard/route.ts"
import * as StaffReviewApprove from "../../app/api/staff/reviews/[reviewId]/approve/route.ts"
import * as StaffReviewReject from "../../app/api/staff/reviews/[reviewId]/reject/route.ts"
import * as StaffReviews from "../../app/api/staff/reviews/route.ts"
import * as AccountWarranty from "../../app/api/account/warranties/[orderId]/route.ts"
import * as AccountWarranties from "../../app/api/account/warranties/route.ts"
import * as Forgot from "../../app/api/auth/forgot/route.ts"
import * as Login from "../../app/api/auth/login/route.ts"
import * as Logout from "../../app/api/auth/logout/route.ts"
import * as Outbox from "../../app/api/auth/outbox/route.ts"
import * as Register from "../../app/api/auth/register/route.ts"
import * as Reset from "../../app/api/auth/reset/route.ts"
import * as Session from "../../app/api/auth/session/route.ts"
import * as AvailableShapes from "../../app/api/available-shapes/route.ts"
import * as CartRefresh from "../../app/api/cart-refresh/route.ts"
import * as CartEvents from "../../app/api/carts/[uid]/events/route.ts"
import * as Cart from "../../app/api/carts/[uid]/route.ts"
import * as Brands from "../../app/api/catalog/brands/route.ts"
import * as Models from "../../app/api/catalog/models/route.ts"
import * as Product from "../../app/api/catalog/product/route.ts"
import * as Products from "../../app/api/catalog/products/route.ts"
import * as Contact from "../../app/api/contact/route.ts"
import * as Counties from "../../app/api/counties/route.ts"
import * as RelatedAccessories from "../../app/api/get-related-accessories/route.ts"
import * as Health from "../../app/api/health/route.ts"
import * as HumanCheck from "../../app/api/human-check/route.ts"
import * as Localities from "../../app/api/localities/route.ts"
import * as Lockers from "../../app/api/lockers/route.ts"
import * as OrderById from "../../app/api/orders/[orderId]/route.ts"
import * as Orders from "../../app/api/orders/route.ts"
import * as PactStates from "../../app/api/pact-provider-states/route.ts"
import * as Retry from "../../app/api/payments/[orderId]/retry/route.ts"
import * as PaymentStatus from "../../app/api/payments/[orderId]/route.ts"
import * as Start from "../../app/api/payments/[orderId]/start/route.ts"
import * as Complete from "../../app/api/payments/sandbox/[paymentId]/complete/route.ts"
import * as ApprovedReviews from "../../app/api/reviews/approved/route.ts"
import * as Reviews from "../../app/api/reviews/route.ts"
import * as SellBrands from "../../app/api/sell/brands/route.ts"
import * as SellModelOptions from "../../app/api/sell/models/[modelId]/options/route.ts"
import * as SellModels from "../../app/api/sell/models/route.ts"
import * as SellOffers from "../../app/api/sell/offers/route.ts"
import * as SellOrderById from "../../app/api/sell/orders/[sellOrderId]/route.ts"
import * as SellOrderCounterOffer from "../../app/api/sell/orders/[sellOrderId]/counter-offer/route.ts"
import * as SellOrders from "../../app/api/sell/orders/route.ts"
import type { Handler } from "../support/app.ts"

/**
 * Every call under /api/ that the malformed-input property test (malformed.property.test.ts) throws
 * random input at, and what it needs to get past the first refusal: a valid body to break, and the
 * cookie of a signed-in shopper for the account's calls (else every request would stop at 401).
 * routeCoverage.test.ts checks that no route file under app/api is missing here.
 */
export interface RouteCase {
  readonly name: string
  readonly handler: Handler
  readonly method: "GET" | "POST" | "PUT" | "PATCH"
  /** Path with `:param` placeholders. */
  readonly path: string
  readonly params: ReadonlyArray<string>
  readonly queryNames: ReadonlyArray<string>
  /** A valid body to break (routes with a body). */
  readonly validBody?: () => unknown
  /** Sent with the signed-in shopper's session cookie. */
  readonly signedIn?: boolean
  /** Sent with an admin's staff-console cookie (admin passes every role check, so input reaches the deepest code). */
  readonly staff?: boolean
}

/** Valid bodies that need the database (a product id, a priced sell item): filled in by the test's beforeAll. */
export const valid: { order: unknown; refresh: unknown; sellItem: unknown; sellOrder: unknown; pickupDate: string } = {
  order: {}, refresh: {}, sellItem: {}, sellOrder: {}, pickupDate: "2030-01-01"
}

const payout = { accountNumber: "RO49 AAAA 1B31 0075 9384 0000", name: "Ana Maria Pop" }
const address = "Str. Lalelelor 3, Cluj-Napoca"
const corporate = {
  name: "Refurb SRL", fiscalCode: "RO18547290", registrationNumber: "J12/345/2020", email: "office@refurb.ro",
  phoneNumber: "0722123456", iban: "RO49AAAA1B31007593840000", county: "Cluj", city: "Cluj-Napoca"
}
const cartLine = { id: 1, name: "Phone", price: 100 }

export const routes: ReadonlyArray<RouteCase> = [
  // Catalogue, cart refresh and the SPEC 7 calls.
  { name: "cart-refresh", handler: CartRefresh.POST, method: "POST", path: "/api/cart-refresh/", params: [], queryNames: [], validBody: () => valid.refresh },
  { name: "related accessories", handler: RelatedAccessories.GET, method: "GET", path: "/api/get-related-accessories/", params: [], queryNames: ["countryCode", "productIds"] },
  { name: "available shapes", handler: AvailableShapes.GET, method: "GET", path: "/api/available-shapes/", params: [], queryNames: ["locale", "productId"] },
  { name: "brands", handler: Brands.GET, method: "GET", path: "/api/catalog/brands/", params: [], queryNames: ["category", "countryCode"] },
  { name: "models", handler: Models.GET, method: "GET", path: "/api/catalog/models/", params: [], queryNames: ["category", "brand", "countryCode"] },
  { name: "products", handler: Products.GET, method: "GET", path: "/api/catalog/products/", params: [], queryNames: ["category", "brandSlug", "modelSlug", "priceMin", "priceMax", "storage", "colour", "shape", "sort", "page", "pageSize", "countryCode"] },
  { name: "product", handler: Product.GET, method: "GET", path: "/api/catalog/product/", params: [], queryNames: ["id", "category", "brand", "item", "shape", "countryCode"] },
  { name: "lockers", handler: Lockers.GET, method: "GET", path: "/api/lockers/", params: [], queryNames: ["search", "countryCode"] },
  { name: "counties", handler: Counties.GET, method: "GET", path: "/api/counties/", params: [], queryNames: ["countryCode"] },
  { name: "localities", handler: Localities.GET, method: "GET", path: "/api/localities/", params: [], queryNames: ["county", "countryCode"] },
  // Orders and payments (a guest's, and whatever the Order-Token header says).
  { name: "place order", handler: Orders.POST, method: "POST", path: "/api/orders/", params: [], queryNames: [], validBody: () => valid.order },
  { name: "order", handler: OrderById.GET, method: "GET", path: "/api/orders/:orderId/", params: ["orderId"], queryNames: ["token"] },
  { name: "payment status", handler: PaymentStatus.GET, method: "GET", path: "/api/payments/:orderId/", params: ["orderId"], queryNames: ["token"] },
  { name: "payment start", handler: Start.POST, method: "POST", path: "/api/payments/:orderId/start/", params: ["orderId"], queryNames: [] },
  { name: "payment retry", handler: Retry.POST, method: "POST", path: "/api/payments/:orderId/retry/", params: ["orderId"], queryNames: [] },
  { name: "sandbox complete", handler: Complete.POST, method: "POST", path: "/api/payments/sandbox/:paymentId/complete/", params: ["paymentId"], queryNames: [], validBody: () => ({ outcome: "paid" }) },
  // The sell funnel.
  { name: "sell offers", handler: SellOffers.POST, method: "POST", path: "/api/sell/offers/", params: [], queryNames: [], validBody: () => ({ countryCode: "RO", items: [valid.sellItem] }) },
  { name: "submit sell order", handler: SellOrders.POST, method: "POST", path: "/api/sell/orders/", params: [], queryNames: [], validBody: () => valid.sellOrder },
  { name: "sell brands", handler: SellBrands.GET, method: "GET", path: "/api/sell/brands/", params: [], queryNames: ["category", "countryCode"] },
  { name: "sell models", handler: SellModels.GET, method: "GET", path: "/api/sell/models/", params: [], queryNames: ["category", "brandId", "search", "countryCode"] },
  { name: "sell model options", handler: SellModelOptions.GET, method: "GET", path: "/api/sell/models/:modelId/options/", params: ["modelId"], queryNames: ["countryCode"] },
  { name: "sell order counter-offer answer", handler: SellOrderCounterOffer.POST, method: "POST", path: "/api/sell/orders/:sellOrderId/counter-offer/", params: ["sellOrderId"], queryNames: [], validBody: () => ({ accept: false }) },
  { name: "sell order", handler: SellOrderById.GET, method: "GET", path: "/api/sell/orders/:sellOrderId/", params: ["sellOrderId"], queryNames: ["token"] },
  // Sign-in.
  { name: "register", handler: Register.POST, method: "POST", path: "/api/auth/register/", params: [], queryNames: [], validBody: () => ({ email: "fuzz@example.com", password: "secret-42", name: "Ana Pop", humanCheck: null }) },
  { name: "login", handler: Login.POST, method: "POST", path: "/api/auth/login/", params: [], queryNames: [], validBody: () => ({ email: "fuzz@example.com", password: "secret-42" }) },
  { name: "logout", handler: Logout.POST, method: "POST", path: "/api/auth/logout/", params: [], queryNames: [] },
  { name: "forgot", handler: Forgot.POST, method: "POST", path: "/api/auth/forgot/", params: [], queryNames: [], validBody: () => ({ email: "fuzz@example.com" }) },
  { name: "reset", handler: Reset.POST, method: "POST", path: "/api/auth/reset/", params: [], queryNames: [], validBody: () => ({ token: "A".repeat(43), password: "brand-new-7" }) },
  { name: "session", handler: Session.GET, method: "GET", path: "/api/auth/session/", params: [], queryNames: [], signedIn: true },
  { name: "outbox", handler: Outbox.GET, method: "GET", path: "/api/auth/outbox/", params: [], queryNames: [] },
  // The saved cart.
  { name: "saved cart", handler: Cart.GET, method: "GET", path: "/api/carts/:uid/", params: ["uid"], queryNames: [], signedIn: true },
  { name: "save cart", handler: Cart.PUT, method: "PUT", path: "/api/carts/:uid/", params: ["uid"], queryNames: [], signedIn: true, validBody: () => ({ phoneCart: [cartLine], accessoryCart: [], batteryCart: [], timestamp: 1, expireAt: 2, stateVersion: "1.04" }) },
  { name: "cart events", handler: CartEvents.GET, method: "GET", path: "/api/carts/:uid/events/", params: ["uid"], queryNames: [] },
  // The account area, signed in.
  { name: "my purchases", handler: AccountPurchases.GET, method: "GET", path: "/api/account/purchases/", params: [], queryNames: [], signedIn: true },
  { name: "my purchase", handler: AccountPurchase.GET, method: "GET", path: "/api/account/purchases/:orderId/", params: ["orderId"], queryNames: [], signedIn: true },
  { name: "my returns", handler: AccountReturns.GET, method: "GET", path: "/api/account/returns/", params: [], queryNames: [], signedIn: true },
  { name: "return form", handler: AccountReturn.POST, method: "POST", path: "/api/account/returns/:orderId/", params: ["orderId"], queryNames: [], signedIn: true, validBody: () => ({ lines: [0], reason: "The battery drains in two hours", courierAddress: address, pickupDate: valid.pickupDate }) },
  { name: "my sales", handler: AccountSales.GET, method: "GET", path: "/api/account/sales/", params: [], queryNames: [], signedIn: true },
  { name: "my sale", handler: AccountSale.GET, method: "GET", path: "/api/account/sales/:sellOrderId/", params: ["sellOrderId"], queryNames: [], signedIn: true },
  { name: "sale counter-offer answer", handler: AccountSaleCounterOffer.POST, method: "POST", path: "/api/account/sales/:sellOrderId/counter-offer/", params: ["sellOrderId"], queryNames: [], signedIn: true, validBody: () => ({ accept: true }) },
  { name: "sale payout", handler: AccountSalePayout.POST, method: "POST", path: "/api/account/sales/:sellOrderId/payout/", params: ["sellOrderId"], queryNames: [], signedIn: true, validBody: () => ({ paymentType: "iban", corporate: false, sellerName: payout.name, iban: payout.accountNumber, county: "Cluj", city: "Cluj-Napoca" }) },
  { name: "my settings", handler: AccountSettings.GET, method: "GET", path: "/api/account/settings/", params: [], queryNames: [], signedIn: true },
  { name: "save settings", handler: AccountSettings.POST, method: "POST", path: "/api/account/settings/", params: [], queryNames: [], signedIn: true, validBody: () => ({ name: "Ana Maria Pop", payout }) },
  { name: "corporate details", handler: AccountCorporate.POST, method: "POST", path: "/api/account/settings/corporate/", params: [], queryNames: [], signedIn: true, validBody: () => ({ corporate }) },
  { name: "email change", handler: AccountEmail.POST, method: "POST", path: "/api/account/settings/email/", params: [], queryNames: [], signedIn: true, validBody: () => ({ newEmail: "new.fuzz@example.com", currentPassword: "secret-42" }) },
  { name: "password change", handler: AccountPassword.POST, method: "POST", path: "/api/account/settings/password/", params: [], queryNames: [], signedIn: true, validBody: () => ({ currentPassword: "secret-42", newPassword: "another-42" }) },
  { name: "my warranties", handler: AccountWarranties.GET, method: "GET", path: "/api/account/warranties/", params: [], queryNames: [], signedIn: true },
  { name: "send in for warranty", handler: AccountWarranty.POST, method: "POST", path: "/api/account/warranties/:orderId/", params: ["orderId"], queryNames: [], signedIn: true, validBody: () => ({ line: 0, problem: "The screen stays black after charging", courierAddress: address, pickupDate: valid.pickupDate }) },
  { name: "my insurances", handler: AccountInsurances.GET, method: "GET", path: "/api/account/insurances/", params: [], queryNames: [], signedIn: true },
  { name: "staff login", handler: StaffLogin.POST, method: "POST", path: "/api/staff/auth/login/", params: [], queryNames: [], validBody: () => ({ email: "fuzz@shop.example", password: "a long fuzz password" }) },
  { name: "staff logout", handler: StaffLogout.POST, method: "POST", path: "/api/staff/auth/logout/", params: [], queryNames: [], validBody: () => ({}) },
  { name: "staff session", handler: StaffSession.GET, method: "GET", path: "/api/staff/auth/session/", params: [], queryNames: [], staff: true },
  { name: "staff members", handler: StaffMembers.GET, method: "GET", path: "/api/staff/staff/", params: [], queryNames: [], staff: true },
  { name: "add staff member", handler: StaffMembers.POST, method: "POST", path: "/api/staff/staff/", params: [], queryNames: [], staff: true, validBody: () => ({ email: "fuzz-new@shop.example", name: "Fuzz", role: "catalog", language: "en", password: "a long fuzz password" }) },
  { name: "change staff member", handler: StaffMember.PATCH, method: "PATCH", path: "/api/staff/staff/:staffId/", params: ["staffId"], queryNames: [], staff: true, validBody: () => ({ language: "ro" }) },
  { name: "staff orders", handler: StaffOrders.GET, method: "GET", path: "/api/staff/orders/", params: [], queryNames: ["market", "status", "q", "page"], staff: true },
  { name: "staff order", handler: StaffOrder.GET, method: "GET", path: "/api/staff/orders/:orderId/", params: ["orderId"], queryNames: [], staff: true },
  { name: "staff order transition", handler: StaffOrderTransition.POST, method: "POST", path: "/api/staff/orders/:orderId/transition/", params: ["orderId"], queryNames: [], staff: true, validBody: () => ({ to: "shipped", trackingNumber: "AWB-123456", note: "fuzz" }) },
  { name: "staff returns", handler: StaffReturns.GET, method: "GET", path: "/api/staff/returns/", params: [], queryNames: ["market", "status", "page"], staff: true },
  { name: "staff return", handler: StaffReturn.GET, method: "GET", path: "/api/staff/returns/:returnId/", params: ["returnId"], queryNames: [], staff: true },
  { name: "staff return transition", handler: StaffReturnTransition.POST, method: "POST", path: "/api/staff/returns/:returnId/transition/", params: ["returnId"], queryNames: [], staff: true, validBody: () => ({ to: "refused", reason: "fuzz reason" }) },
  { name: "staff warranty claims", handler: StaffClaims.GET, method: "GET", path: "/api/staff/warranty-claims/", params: [], queryNames: ["market", "status", "page"], staff: true },
  { name: "staff warranty claim", handler: StaffClaim.GET, method: "GET", path: "/api/staff/warranty-claims/:claimId/", params: ["claimId"], queryNames: [], staff: true },
  { name: "staff warranty claim transition", handler: StaffClaimTransition.POST, method: "POST", path: "/api/staff/warranty-claims/:claimId/transition/", params: ["claimId"], queryNames: [], staff: true, validBody: () => ({ to: "accepted" }) },
  { name: "staff products", handler: StaffProducts.GET, method: "GET", path: "/api/staff/products/", params: [], queryNames: ["market", "q", "page"], staff: true },
  { name: "staff product", handler: StaffProduct.GET, method: "GET", path: "/api/staff/products/:productId/", params: ["productId"], queryNames: [], staff: true },
  { name: "change staff product", handler: StaffProduct.PATCH, method: "PATCH", path: "/api/staff/products/:productId/", params: ["productId"], queryNames: [], staff: true, validBody: () => ({ stock: 3 }) },
  { name: "staff sell orders", handler: StaffSellOrders.GET, method: "GET", path: "/api/staff/sell-orders/", params: [], queryNames: ["market", "status", "page"], staff: true },
  { name: "staff sell order", handler: StaffSellOrder.GET, method: "GET", path: "/api/staff/sell-orders/:sellOrderId/", params: ["sellOrderId"], queryNames: [], staff: true },
  { name: "staff sell order transition", handler: StaffSellOrderTransition.POST, method: "POST", path: "/api/staff/sell-orders/:sellOrderId/transition/", params: ["sellOrderId"], queryNames: [], staff: true, validBody: () => ({ to: "received", reference: "AWB 1" }) },
  { name: "staff deliveries", handler: StaffDeliveries.POST, method: "POST", path: "/api/account/staff/deliveries/", params: [], queryNames: [], validBody: () => ({ orderId: "00000000-0000-4000-8000-000000000000" }) },
  // The forms and their human check.
  { name: "contact", handler: Contact.POST, method: "POST", path: "/api/contact/", params: [], queryNames: [], validBody: () => ({ name: "Ion Popescu", email: "ion@exemplu.ro", topic: "delivery", message: "Când ajunge comanda mea?", humanCheck: null }) },
  { name: "review", handler: Reviews.POST, method: "POST", path: "/api/reviews/", params: [], queryNames: [], validBody: () => ({ kind: "shop", rating: 5, name: "Ana P.", email: "ana@exemplu.ro", title: "Foarte mulțumită", text: "Telefonul a ajuns a doua zi și arată ca nou.", humanCheck: null }) },
  { name: "approved reviews", handler: ApprovedReviews.GET, method: "GET", path: "/api/reviews/approved/", params: [], queryNames: ["kind", "productId", "page", "countryCode"] },
  { name: "human check", handler: HumanCheck.GET, method: "GET", path: "/api/human-check/", params: [], queryNames: [] },
  // Operations.
  { name: "health", handler: Health.GET, method: "GET", path: "/api/health/", params: [], queryNames: [] },
  { name: "pact provider states (off)", handler: PactStates.POST, method: "POST", path: "/api/pact-provider-states/", params: [], queryNames: [], validBody: () => ({ state: "a signed-in user", action: "setup" }) },
  // The staff console's customers, reviews, audit and dashboard (last: a deactivation that hits the
  // shopper's own id, which the path segments may hold, must not sign out the account calls above).
  { name: "staff customers", handler: StaffCustomers.GET, method: "GET", path: "/api/staff/customers/", params: [], queryNames: ["q", "page"], staff: true },
  { name: "staff customer", handler: StaffCustomer.GET, method: "GET", path: "/api/staff/customers/:uid/", params: ["uid"], queryNames: [], staff: true },
  { name: "staff deactivate customer", handler: StaffCustomerDeactivate.POST, method: "POST", path: "/api/staff/customers/:uid/deactivate/", params: ["uid"], queryNames: [], staff: true },
  { name: "staff reactivate customer", handler: StaffCustomerReactivate.POST, method: "POST", path: "/api/staff/customers/:uid/reactivate/", params: ["uid"], queryNames: [], staff: true },
  { name: "staff review queue", handler: StaffReviews.GET, method: "GET", path: "/api/staff/reviews/", params: [], queryNames: ["status", "page"], staff: true },
  { name: "staff approve review", handler: StaffReviewApprove.POST, method: "POST", path: "/api/staff/reviews/:reviewId/approve/", params: ["reviewId"], queryNames: [], staff: true },
  { name: "staff reject review", handler: StaffReviewReject.POST, method: "POST", path: "/api/staff/reviews/:reviewId/reject/", params: ["reviewId"], queryNames: [], staff: true },
  { name: "staff audit", handler: StaffAudit.GET, method: "GET", path: "/api/staff/audit/", params: [], queryNames: ["page"], staff: true },
  { name: "staff dashboard", handler: StaffDashboard.GET, method: "GET", path: "/api/staff/dashboard/", params: [], queryNames: [], staff: true }
]
