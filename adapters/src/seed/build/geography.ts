import { MarketCodes, type MarketCode } from "@shop/core/markets/market"
import { slugify } from "@shop/core/routes/slug"
import { countiesByMarket, lockerNetworks } from "../data/geography.ts"
import { seedRandom } from "../random.ts"
import type { SeedCounty, SeedLocality, SeedLocker } from "../types.ts"

export interface GeographyBuild {
  readonly counties: ReadonlyArray<SeedCounty>
  readonly localities: ReadonlyArray<SeedLocality>
  readonly lockers: ReadonlyArray<SeedLocker>
}

const networkCodes: { readonly [M in MarketCode]: string } = { RO: "EBX", BG: "ECN", HU: "FXP", GR: "BXN" }

/** Capitals get many lockers, other towns a few. */
const capitals = new Set(["București", "София", "Budapest", "Αθήνα", "Cluj-Napoca", "Θεσσαλονίκη", "Пловдив", "Debrecen"])

const coordinate = (value: number): number => Math.round(value * 100_000) / 100_000

export const buildGeography = (seedNumber: number): GeographyBuild => {
  const rnd = seedRandom(seedNumber, "geography")
  const counties: Array<SeedCounty> = []
  const localities: Array<SeedLocality> = []
  const lockers: Array<SeedLocker> = []
  for (const market of MarketCodes) {
    const network = lockerNetworks[market]
    let lockerNumber = 1
    for (const [countyName, code, towns] of countiesByMarket[market]) {
      const county: SeedCounty = { id: slugify(countyName), market, name: countyName, code }
      counties.push(county)
      for (const [town, postalCode, lat, lng] of towns) {
        localities.push({ id: slugify(town), market, countyId: county.id, name: town, postalCode })
        const count = capitals.has(town) ? rnd.int(6, 9) : rnd.int(1, 3)
        for (let i = 0; i < count; i++) {
          const host = rnd.pick(network.hosts)
          lockers.push({
            id: `${market}-${networkCodes[market]}-${String(lockerNumber++).padStart(4, "0")}`,
            market,
            name: `${network.network} ${host} ${town}`,
            address: `${rnd.pick(network.streets)} ${rnd.int(1, 180)}`,
            county: countyName,
            locality: town,
            postalCode,
            lat: coordinate(lat + rnd.float(-0.03, 0.03)),
            lng: coordinate(lng + rnd.float(-0.04, 0.04))
          })
        }
      }
    }
  }
  return { counties, localities, lockers }
}
