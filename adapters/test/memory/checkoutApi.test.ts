import { checkoutApiSuite } from "@shop/core/test-support/checkoutApiSuite"
import { CheckoutApiMemory } from "../../src/memory/CheckoutApiMemory.ts"
import { checkoutDataset, checkoutOrders } from "./checkoutSeed.ts"

checkoutApiSuite("CheckoutApiMemory", () => CheckoutApiMemory.layer(checkoutDataset, checkoutOrders))
