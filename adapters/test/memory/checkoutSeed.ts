import { type BackendDataset, defaultMarketSettings, emptyDataset } from "@shop/core/backend/dataset"
import { checkoutApiFixture } from "@shop/core/test-support/checkoutApiSuite"
import type { SeededOrder } from "../../src/memory/backend/memoryBackend.ts"
import { datasetAccessory, datasetProduct, datasetService } from "./datasetRows.ts"

const f = checkoutApiFixture
const market = f.market

/** The suite's fixture as the memory backend's data: what the memory adapter, and the fetch adapter's fake server, serve. */
export const checkoutDataset: BackendDataset = {
  ...emptyDataset,
  products: f.products.map((product) => datasetProduct(market, product)),
  accessories: [
    ...f.products.flatMap((product) => product.accessories.map((accessory) => datasetAccessory(market, accessory, [product.id]))),
    ...f.looseAccessories.map((accessory) => datasetAccessory(market, accessory, []))
  ],
  extraServices: f.products.flatMap((product) => product.extraServices.map((service) => datasetService(market, service, [product.id]))),
  settings: [{ ...defaultMarketSettings(market), shipping: f.shippingRates }],
  counties: f.counties.map((county) => ({ market, county })),
  localities: f.localities.map((locality) => ({ market, locality })),
  lockers: f.lockers.map((locker) => ({ market, locker }))
}

/** The order the backend already holds: the guest's card order whose payment failed, opened by the fixture's token. */
export const checkoutOrders: ReadonlyArray<SeededOrder> = [{ ...f.failedOrder, orderToken: f.failedOrderToken }]
