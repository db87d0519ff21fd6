import type { WarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import type { MarketCode } from "@shop/core/markets/market"
import type { warrantyReturnsSettings } from "../schema/settings.ts"

type WarrantyRow = typeof warrantyReturnsSettings.$inferSelect

/** A market's warranty settings as their row: the two nested details become prefixed columns. */
export const warrantyRowOf = (
  market: MarketCode,
  { returnDetails, warrantyDetails, ...flat }: WarrantyReturnsSettings
): WarrantyRow => ({
  ...flat,
  market,
  returnDetailsName: returnDetails.name,
  returnDetailsValidityInDays: returnDetails.validityInDays,
  warrantyDetailsMeasure: warrantyDetails.measure,
  warrantyDetailsName: warrantyDetails.name,
  warrantyDetailsValidity: warrantyDetails.validity
})

/** The row back as core's settings. */
export const warrantySettingsOf = ({
  market: _market,
  returnDetailsName,
  returnDetailsValidityInDays,
  warrantyDetailsMeasure,
  warrantyDetailsName,
  warrantyDetailsValidity,
  ...flat
}: WarrantyRow): WarrantyReturnsSettings => ({
  ...flat,
  returnDetails: { name: returnDetailsName, validityInDays: returnDetailsValidityInDays },
  warrantyDetails: { measure: warrantyDetailsMeasure, name: warrantyDetailsName, validity: warrantyDetailsValidity }
})
