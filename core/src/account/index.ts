export {
  isUnderWarranty,
  isWithinReturnPeriod,
  qualifiesForGeniusReturn,
  returnPeriodDays,
  returnWindowEndsAt,
  warrantyValidUntil
} from "./returnsAndWarranty.ts"
export {
  defaultWarrantyReturnsSettings,
  ReturnDetails,
  WarrantyDetails,
  WarrantyMeasure,
  WarrantyReturnsSettings
} from "./warrantyReturnsSettings.ts"
export { isAcceptableReturn, returnableLines } from "./returns.ts"
