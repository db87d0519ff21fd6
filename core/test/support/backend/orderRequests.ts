import type { PlaceOrderRequest } from "../../../src/orders/placeOrderRequest.ts"

/** A valid RO order request over the suite dataset; tests override parts of it. */
export const orderRequest = (overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest => ({
  market: "RO",
  idempotencyKey: "checkout-0001",
  lines: [{ productId: 101, extraServiceIds: [701], accessoryIds: [501], batteryId: 503 }],
  accessoryIds: [502],
  contact: { name: "Ana Popescu", email: "ana@example.ro", phone: "0722 123 456" },
  delivery: {
    method: "courier",
    address: { county: "Cluj", locality: "Cluj-Napoca", street: "Strada Memorandumului", number: "5" }
  },
  paymentMethod: "card",
  ...overrides
})
