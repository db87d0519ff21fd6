import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { counties, localities, searchLockers } from "../../../src/backend/locations/locationsService.ts"
import { LocationsRepository } from "../../../src/backend/ports/LocationsRepository.ts"
import { suiteDataset } from "./dataset.ts"

/**
 * Contract every LocationsRepository adapter passes (seeded with the suite dataset). Adapters answer
 * in id order; the last test runs the locations service over the adapter, which is where the
 * market's alphabetical order comes from, so every adapter ends up with the same lists.
 */
export const locationsRepositorySuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<LocationsRepository>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, LocationsRepository>) =>
      Effect.provide(effect, makeLayer(suiteDataset))

    it.effect("lists every locker of the market, by id", () =>
      run(Effect.gen(function*() {
        const repo = yield* LocationsRepository
        expect((yield* repo.lockers("RO")).map((l) => l.id)).toEqual(["RO-LCK-1", "RO-LCK-2", "RO-LCK-3", "RO-LCK-4"])
        expect((yield* repo.lockers("BG")).map((l) => l.id)).toEqual(["BG-LCK-1"])
        expect(yield* repo.lockers("HU")).toEqual([])
      })))

    it.effect("searches lockers by name, address or locality, ignoring case (diacritics included)", () =>
      run(Effect.gen(function*() {
        const repo = yield* LocationsRepository
        expect((yield* repo.lockers("RO", "cluj")).map((l) => l.id)).toEqual(["RO-LCK-1"])
        expect((yield* repo.lockers("RO", "DOROBANTILOR")).map((l) => l.id)).toEqual(["RO-LCK-2"])
        expect((yield* repo.lockers("RO", "sector 1")).map((l) => l.id)).toEqual(["RO-LCK-2"])
        expect((yield* repo.lockers("RO", "CĂLĂRAȘI")).map((l) => l.id)).toEqual(["RO-LCK-4"])
        expect((yield* repo.lockers("RO", "easybox")).map((l) => l.id)).toEqual(["RO-LCK-1", "RO-LCK-2", "RO-LCK-3", "RO-LCK-4"])
        expect(yield* repo.lockers("RO", "%")).toEqual([])
        expect(yield* repo.lockers("RO", "nowhere")).toEqual([])
      })))

    it.effect("finds a locker by id in its market only", () =>
      run(Effect.gen(function*() {
        const repo = yield* LocationsRepository
        expect(yield* repo.lockerById("RO", "RO-LCK-3")).toEqual(Option.some({
          id: "RO-LCK-3",
          name: "easybox Kaufland Iasi",
          address: "Bulevardul Independentei 1",
          county: "Iasi",
          locality: "Iasi",
          postalCode: null,
          latitude: 47.16,
          longitude: 27.58
        }))
        expect(yield* repo.lockerById("BG", "RO-LCK-3")).toEqual(Option.none())
      })))

    it.effect("lists counties and their localities by id", () =>
      run(Effect.gen(function*() {
        const repo = yield* LocationsRepository
        expect(yield* repo.counties("RO")).toEqual([
          { id: "b", name: "Bucuresti" },
          { id: "cj", name: "Cluj" },
          { id: "cl", name: "Călărași" }
        ])
        expect(yield* repo.localities("RO", "cj")).toEqual([
          { id: "campia-turzii", countyId: "cj", name: "Câmpia Turzii", postalCode: "405100" },
          { id: "cluj-napoca", countyId: "cj", name: "Cluj-Napoca", postalCode: "400001" },
          { id: "dej", countyId: "cj", name: "Dej", postalCode: null }
        ])
        expect(yield* repo.localities("BG", "cj")).toEqual([])
        expect(yield* repo.localities("RO", "nope")).toEqual([])
      })))

    it.effect("gives the locations service what it needs to list places in the market's alphabet", () =>
      run(Effect.gen(function*() {
        // Code-point order would put "Cluj" before "Călărași", "Fót" before "Érd", "Ήπειρος" first.
        expect((yield* counties("RO")).map((c) => c.name)).toEqual(["Bucuresti", "Călărași", "Cluj"])
        expect((yield* localities("RO", "cj")).map((l) => l.name)).toEqual(["Câmpia Turzii", "Cluj-Napoca", "Dej"])
        expect((yield* localities("HU", "pest")).map((l) => l.name)).toEqual(["Ecser", "Érd", "Fót"])
        expect((yield* counties("GR")).map((c) => c.name)).toEqual(["Αττική", "Ήπειρος"])
        expect((yield* searchLockers("RO", {})).map((l) => l.name)).toEqual([
          "easybox Călărași Centru",
          "easybox Cluj Centru",
          "easybox Kaufland Iasi",
          "easybox Mega Image Dorobanti"
        ])
        expect((yield* searchLockers("RO", { search: "c" })).map((l) => l.id)).toEqual(["RO-LCK-4", "RO-LCK-1", "RO-LCK-2"])
      })))
  })
