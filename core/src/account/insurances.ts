import type { MarketCode } from "../markets/market.ts"
import { routeAvailable } from "../routes/router.ts"
import { coverageEndsAt } from "./returnsAndWarranty.ts"
import { coverageState, type CoverageState, insuranceType, serviceMonths, type ServiceRef } from "./warranties.ts"

/**
 * My insurances (SPEC 2.2: RO only, "/cont/asigurarile-mele/"). A device line whose chosen extra
 * services include an INSURANCE service is insured for that service's months (the period its key
 * names) from the same start as the warranty (delivery, or the order's placement before it).
 */

/** Whether the market sells insurances: the markets whose route table has my insurances (SPEC 2.2: RO). */
export const hasInsurances = (market: MarketCode): boolean => routeAvailable(market, "myInsurances")

export interface DeviceInsurance {
  readonly serviceId: number
  readonly key: string
  readonly months: number
  readonly startsAt: number
  readonly validUntil: number
  readonly state: CoverageState
}

/** The insurances of one device line (one per INSURANCE service chosen with it), in the order chosen. */
export const deviceInsurances = (
  market: MarketCode,
  services: ReadonlyArray<ServiceRef>,
  startsAt: number,
  now: number
): ReadonlyArray<DeviceInsurance> =>
  services.filter((service) => service.type === insuranceType).map((service) => {
    const months = serviceMonths(service.key)
    const validUntil = coverageEndsAt(market, startsAt, { measure: "months", validity: months })
    return { serviceId: service.id, key: service.key, months, startsAt, validUntil, state: coverageState(validUntil, now) }
  })
