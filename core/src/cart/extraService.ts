import { Schema } from "effect"

const Int = Schema.Number.check(Schema.isInt())
const Price = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))

/**
 * SPEC 3 Extra service (warranty extension, insurance, ...) as offered for one device line.
 * The backend sends its price as `price` or as `buyPrice`.
 */
export const ExtraService = Schema.Struct({
  id: Int,
  type: Schema.String,
  key: Schema.String,
  price: Schema.optionalKey(Price),
  buyPrice: Schema.optionalKey(Price)
})
export type ExtraService = typeof ExtraService.Type

/** What a cart line stores for a chosen service; the price is looked up in the offered list. */
export const SelectedExtraService = Schema.Struct({
  type: Schema.String,
  id: Int
})
export type SelectedExtraService = typeof SelectedExtraService.Type

/** `price` wins over `buyPrice`; a service with neither is free rather than a crash. */
export const extraServicePrice = (service: ExtraService): number => service.price ?? service.buyPrice ?? 0

export const isSameService = (a: SelectedExtraService, b: SelectedExtraService): boolean =>
  a.id === b.id && a.type === b.type

/** The offered service a selection refers to, matched on id and type. */
export const findOfferedService = (
  offered: ReadonlyArray<ExtraService>,
  selected: SelectedExtraService
): ExtraService | undefined => offered.find((service) => isSameService(service, selected))
