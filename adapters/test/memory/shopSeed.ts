import { type BackendDataset, emptyDataset } from "@shop/core/backend/dataset"
import { shopApiFixture } from "@shop/core/test-support/shopApiSuite"
import { datasetAccessory, datasetProduct, datasetService } from "./datasetRows.ts"

const f = shopApiFixture
const market = f.countryCode
const spec = { storage: "128 GB", color: "Blue" }
const variant = { modelId: 13, naming: f.device.naming }

/**
 * The suite's fixture as the memory backend's data: product 101 with its offers, 102 sold out, the
 * loose charger, and a second unit of 101's model, storage and colour in another shape (103), from
 * which the shapes of 101 come.
 */
export const shopDataset: BackendDataset = {
  ...emptyDataset,
  products: [
    datasetProduct(market, {
      ...variant,
      id: f.device.productId,
      title: f.device.naming.title,
      price: f.device.price,
      previousPrice: f.device.previousPrice,
      stock: f.device.availability,
      legacySellId: f.device.legacySellOrderId,
      spec: { ...spec, shape: "excellent" }
    }),
    datasetProduct(market, { ...variant, id: f.soldDevice.productId, title: f.soldDevice.naming.title, price: f.soldDevice.price, stock: 0 }),
    datasetProduct(market, { ...variant, id: 103, title: f.device.naming.title, price: 1999.99, stock: 1, spec: { ...spec, shape: "very-good" } })
  ],
  accessories: [
    ...f.device.availableAccessories.map((accessory) => datasetAccessory(market, accessory, [f.device.productId])),
    ...f.looseAccessories.map((accessory) => datasetAccessory(market, accessory, []))
  ],
  extraServices: f.device.availableExtraServices.map((service) => datasetService(market, service, [f.device.productId]))
}
