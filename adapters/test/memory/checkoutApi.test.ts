import { checkoutApiSuite } from "@shop/core/test-support/checkoutApiSuite"
import { CheckoutApiMemory } from "../../src/memory/CheckoutApiMemory.ts"
import { checkoutSeed } from "./checkoutSeed.ts"

checkoutApiSuite("CheckoutApiMemory", () => CheckoutApiMemory.layerSeeded(checkoutSeed))
