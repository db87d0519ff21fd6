/** A town with its postal code and centre coordinates (lockers are placed around it). */
export type TownDef = readonly [name: string, postalCode: string, lat: number, lng: number]

/** A county (RO județ, BG oblast, HU megye, GR region) with its code and its main towns. */
export type CountyDef = readonly [name: string, code: string, towns: ReadonlyArray<TownDef>]

/** What a market's parcel lockers are called and where they stand. */
export interface LockerNetworkDef {
  readonly network: string
  /** Shops and stations that host lockers. */
  readonly hosts: ReadonlyArray<string>
  readonly streets: ReadonlyArray<string>
}
