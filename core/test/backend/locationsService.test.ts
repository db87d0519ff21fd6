import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { suiteDataset } from "../support/backend/dataset.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"
import { counties, maxLockers, searchLockers } from "../../src/backend/locations/locationsService.ts"
import { compareByMarketName, sortByMarketName } from "../../src/backend/locations/marketOrder.ts"
import type { ParcelLocker } from "../../src/locations/locationTypes.ts"

const named = (...names: ReadonlyArray<string>) => names.map((name, i) => ({ id: `id-${i}`, name }))
const namesIn = (market: "RO" | "BG" | "HU" | "GR", ...names: ReadonlyArray<string>) =>
  sortByMarketName(market, named(...names)).map((row) => row.name)

describe("the market's order of place names", () => {
  it("follows each market's alphabet, where code-point order does not", () => {
    expect(namesIn("RO", "Cluj", "Călărași", "Constanța", "Argeș", "Alba", "Ștei", "Sibiu", "Țăndărei", "Timiș")).toEqual([
      "Alba", "Argeș", "Călărași", "Cluj", "Constanța", "Sibiu", "Ștei", "Timiș", "Țăndărei"
    ])
    expect(namesIn("HU", "Fót", "Érd", "Ecser", "Zala", "Csongrád", "Cegléd")).toEqual([
      "Cegléd", "Csongrád", "Ecser", "Érd", "Fót", "Zala"
    ])
    expect(namesIn("GR", "Ήπειρος", "Κρήτη", "Αττική", "Θεσσαλία")).toEqual(["Αττική", "Ήπειρος", "Θεσσαλία", "Κρήτη"])
    expect(namesIn("BG", "Ямбол", "Бургас", "Шумен", "Варна", "Ловеч")).toEqual(["Бургас", "Варна", "Ловеч", "Шумен", "Ямбол"])
  })

  it("reads numbers as numbers and orders equal names by id", () => {
    expect(namesIn("RO", "Sector 10", "Sector 2", "Sector 1")).toEqual(["Sector 1", "Sector 2", "Sector 10"])
    const same = [{ id: "b", name: "Dej" }, { id: "a", name: "Dej" }]
    expect(sortByMarketName("RO", same).map((row) => row.id)).toEqual(["a", "b"])
    expect(compareByMarketName("RO")({ id: "a", name: "Dej" }, { id: "a", name: "Dej" })).toBe(0)
  })
})

describe("locations service", () => {
  const locker = (n: number): ParcelLocker => ({
    id: `L-${String(n).padStart(3, "0")}`,
    // Names run backwards to ids, so a cap taken before sorting would keep the wrong lockers.
    name: `easybox ${String(200 - n).padStart(3, "0")}`,
    address: "Strada Lunga 1",
    county: "Cluj",
    locality: "Cluj-Napoca",
    postalCode: null,
    latitude: 46.77,
    longitude: 23.59
  })
  const manyLockers = {
    ...suiteDataset,
    lockers: Array.from({ length: 130 }, (_, i) => ({ market: "RO" as const, locker: locker(i + 1) }))
  }

  it.effect("keeps the first lockers in the market's order, at most maxLockers", () =>
    withMemoryBackend(Effect.gen(function*() {
      const found = yield* searchLockers("RO", {})
      expect(found).toHaveLength(maxLockers)
      expect(found[0]?.name).toBe("easybox 070")
      expect(found.at(-1)?.name).toBe("easybox 169")
      expect((yield* searchLockers("RO", { search: "  " })).length).toBe(maxLockers)
    }), manyLockers))

  it.effect("refuses unknown parameters and overlong searches", () =>
    withMemoryBackend(Effect.gen(function*() {
      expect((yield* Effect.flip(searchLockers("RO", { other: "1" }))).code).toBe("invalid-request")
      expect((yield* Effect.flip(searchLockers("RO", { search: "x".repeat(101) }))).code).toBe("invalid-request")
      expect((yield* Effect.flip(searchLockers("RO", { search: ["a", "b"] }))).code).toBe("invalid-request")
    })))

  it.effect("lists counties in the market's order over the memory backend", () =>
    withMemoryBackend(Effect.gen(function*() {
      expect((yield* counties("RO")).map((c) => c.id)).toEqual(["b", "cl", "cj"])
    })))
})
