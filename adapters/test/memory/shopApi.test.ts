import { shopApiFixture, shopApiSuite } from "@shop/core/test-support/shopApiSuite"
import { ShopApiMemory } from "../../src/memory/ShopApiMemory.ts"

shopApiSuite("ShopApiMemory", () =>
  ShopApiMemory.layerSeeded({
    devices: [shopApiFixture.device, shopApiFixture.soldDevice],
    looseAccessories: shopApiFixture.looseAccessories,
    relatedAccessories: new Map([[shopApiFixture.device.productId, shopApiFixture.relatedAccessories]]),
    shapes: new Map([[shopApiFixture.device.productId, shopApiFixture.shapes]])
  }))
