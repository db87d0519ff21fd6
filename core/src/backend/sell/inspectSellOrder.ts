import { Effect, Result } from "effect"
import { ValidationFailed, type RepositoryError } from "../../errors.ts"
import { acceptedValueOf, offerChoiceOf } from "../../sell/declaredDevice.ts"
import type { DeviceInspectionInput, SellOrderInspection } from "../../sell/inspection.ts"
import { arrivedAfterValidity, deviceValues, findingOf, inspectionOf, planInspection } from "../../sell/inspectionPlan.ts"
import { quotedAt } from "../../sell/sellerSaleProgress.ts"
import type { SellOrderProgress } from "../../sell/sellOrderStatus.ts"
import type { StoredSellOrder } from "../../sell/sellTypes.ts"
import { SellCatalogRepository } from "../ports/SellCatalogRepository.ts"
import { chosenOptionOf, deductionTable, priceDevice, type DevicePrice } from "./priceDevice.ts"

const valueOf = (price: DevicePrice, choice: 1 | 2): number | null => chosenOptionOf(price, choice)?.total_value ?? null

/**
 * What the technician's answers make of a sell order (the `inspected` step): the devices checked
 * (inspectionPlan.ts: a ValidationFailed naming every wrong field), then each priced with priceDevice,
 * the quote's own function, as declared and as found, at the option it was sold at. A received order
 * whose device arrived after the offer's validity is re-quoted (`requoted`); a paid instant-sell
 * order's reconciliation never is (it was paid on pickup at its accepted offer).
 */
export const inspectSellOrder = Effect.fn("Sell.inspectSellOrder")(function*(
  order: StoredSellOrder,
  progress: SellOrderProgress,
  step: { readonly devices: ReadonlyArray<DeviceInspectionInput>; readonly note?: string },
  actorId: string,
  at: number
): Effect.fn.Return<SellOrderInspection, ValidationFailed | RepositoryError, SellCatalogRepository> {
  const market = order.payload.countryCode
  const products = order.payload.products
  const repo = yield* SellCatalogRepository
  const models = [...new Set(products.map((p) => p.model))]
  const options = new Map(yield* Effect.forEach(models, (model) => Effect.map(repo.sellOptions(market, model), (rows) => [model, rows] as const)))
  const planned = planInspection(products, step.devices, (product) => options.get(product.model) ?? [])
  if (Result.isFailure(planned)) return yield* Effect.fail(new ValidationFailed({ fields: { ...planned.failure.fields }, message: planned.failure.message }))
  const expired = progress.status === "received" && progress.arrival !== null &&
    arrivedAfterValidity(quotedAt({ createdAt: order.createdAt, orderDate: order.payload.orderDate }), progress.arrival.at)
  const deductions = yield* deductionTable(market)
  const findings = yield* Effect.forEach(planned.success, (device) =>
    Effect.gen(function*() {
      const choice = offerChoiceOf(device.product)
      const index = device.product.item_index
      const [declared, found] = yield* Effect.all([
        priceDevice(market, device.declared, index, deductions),
        priceDevice(market, device.found, index, deductions)
      ])
      const finding = findingOf(device, { acceptedValue: 0, referenceValue: 0, foundValue: 0, notAcceptedReason: null })
      const values = deviceValues(acceptedValueOf(device.product), expired, finding.differences.length === 0, {
        declared: valueOf(declared, choice),
        found: valueOf(found, choice),
        foundReason: found._tag === "NotAccepted" ? found.reasonKey : null
      })
      return { ...finding, ...values }
    }))
  const note = step.note?.trim() ?? ""
  return inspectionOf(findings, expired, note === "" ? null : note, at, actorId)
})
