import type { PlaceOrderRequest } from "../../src/orders/placeOrderRequest.ts"

/**
 * The order request the tests place, in a file of its own (no test runner imported), so the
 * end-to-end specs and the attack script send the same body as the contract suites.
 */

/** A valid RO courier order by card for product 101 with its warranty, case and battery. */
export const checkoutRequest = (overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest => ({
  market: "RO",
  idempotencyKey: "checkout-suite-0001",
  lines: [{ productId: 101, extraServiceIds: [1], accessoryIds: [31], batteryId: 100 }],
  accessoryIds: [41],
  contact: { name: "Ana Popescu", email: "ana@example.ro", phone: "0722 123 456" },
  delivery: {
    method: "courier",
    address: { county: "Cluj", locality: "Cluj-Napoca", street: "Strada Memorandumului", number: "28", postalCode: "400114", details: null }
  },
  paymentMethod: "card",
  ...overrides
})
