import { checkoutApiFixture } from "@shop/core/test-support/checkoutApiSuite"
import type { CheckoutApiMemorySeed } from "../../src/memory/CheckoutApiMemory.ts"

/** The suite's fixture as a memory seed: what the memory adapter, and the fetch adapter's fake server, serve. */
export const checkoutSeed: CheckoutApiMemorySeed = {
  products: checkoutApiFixture.products,
  looseAccessories: checkoutApiFixture.looseAccessories,
  shippingRates: checkoutApiFixture.shippingRates,
  counties: { RO: checkoutApiFixture.counties },
  localities: { RO: checkoutApiFixture.localities },
  lockers: { RO: checkoutApiFixture.lockers },
  orders: [{ ...checkoutApiFixture.failedOrder, orderToken: checkoutApiFixture.failedOrderToken }]
}
