import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { SellCatalogRepository } from "../../../src/backend/ports/SellCatalogRepository.ts"
import { suiteDataset } from "./dataset.ts"

/** Contract every SellCatalogRepository adapter passes (seeded with the suite dataset). */
export const sellCatalogRepositorySuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<SellCatalogRepository>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, SellCatalogRepository>) =>
      Effect.provide(effect, makeLayer(suiteDataset))

    it.effect("prices a model by market and storage, null storage included", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellCatalogRepository
        expect(yield* repo.sellPriceFor("RO", 12, 1)).toEqual(Option.some({ base: 1500, previous: 1600 }))
        expect(yield* repo.sellPriceFor("RO", 12, 2)).toEqual(Option.some({ base: 1800, previous: null }))
        expect(yield* repo.sellPriceFor("RO", 14, null)).toEqual(Option.some({ base: 400, previous: 450 }))
        expect(yield* repo.sellPriceFor("BG", 12, 1)).toEqual(Option.some({ base: 600, previous: null }))
        expect(yield* repo.sellPriceFor("RO", 12, null)).toEqual(Option.none())
        expect(yield* repo.sellPriceFor("RO", 14, 1)).toEqual(Option.none())
        expect(yield* repo.sellPriceFor("HU", 12, 1)).toEqual(Option.none())
      })))

    it.effect("answers the market's deductions by choice id", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellCatalogRepository
        const ro = yield* repo.deductions("RO")
        expect(ro.map((d) => d.choiceId)).toEqual([7, 8, 9, 11, 12, 13, 15, 16, 17, 23, 26])
        expect(ro[0]).toEqual({ choiceId: 7, kind: "percent", amount: 10 })
        expect(ro.find((d) => d.choiceId === 15)).toEqual({ choiceId: 15, kind: "fixed", amount: 100 })
        expect(yield* repo.deductions("BG")).toEqual([{ choiceId: 7, kind: "percent", amount: 12 }])
        expect(yield* repo.deductions("GR")).toEqual([])
      })))

    it.effect("lists the models bought in the market, by name (code-point order), with the best base price", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellCatalogRepository
        expect(yield* repo.sellModels("RO", {})).toEqual([
          { id: 13, name: "Galaxy S20", brandId: 1, category: 1, imagePath: "/images/sell/13.svg", maxPrice: 700 },
          { id: 14, name: "Nintendo Switch", brandId: 9, category: 5, imagePath: "/images/sell/14.svg", maxPrice: 400 },
          { id: 12, name: "iPhone 12", brandId: 3, category: 1, imagePath: "/images/sell/12.svg", maxPrice: 1800 }
        ])
        expect((yield* repo.sellModels("BG", {})).map((m) => m.id)).toEqual([12])
        expect((yield* repo.sellModels("RO", { category: 5 })).map((m) => m.id)).toEqual([14])
        expect((yield* repo.sellModels("RO", { brandId: 3 })).map((m) => m.id)).toEqual([12])
        expect((yield* repo.sellModels("RO", { search: "IPHONE" })).map((m) => m.id)).toEqual([12])
        expect(yield* repo.sellModels("RO", { search: "no such model" })).toEqual([])
      })))

    it.effect("lists the brands with a model bought in the market, by name, with their model count", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellCatalogRepository
        // iPhone 8 (15) has no price anywhere: it counts for no brand. Garmin has no buyback model.
        expect(yield* repo.sellBrands("RO", {})).toEqual([
          { id: 3, slug: "apple", name: "Apple", modelCount: 1 },
          { id: 9, slug: "nintendo", name: "Nintendo", modelCount: 1 },
          { id: 1, slug: "samsung", name: "Samsung", modelCount: 1 }
        ])
        expect((yield* repo.sellBrands("RO", { category: 1 })).map((b) => b.id)).toEqual([3, 1])
        expect((yield* repo.sellBrands("RO", { category: 5 })).map((b) => b.id)).toEqual([9])
        expect(yield* repo.sellBrands("RO", { category: 3 })).toEqual([])
        expect(yield* repo.sellBrands("BG", {})).toEqual([{ id: 3, slug: "apple", name: "Apple", modelCount: 1 }])
        expect(yield* repo.sellBrands("HU", {})).toEqual([])
      })))

    it.effect("finds one bought model, none when it has no price in the market", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellCatalogRepository
        expect(Option.map(yield* repo.sellModel("RO", 12), (m) => [m.name, m.maxPrice])).toEqual(Option.some(["iPhone 12", 1800]))
        expect(yield* repo.sellModel("RO", 15)).toEqual(Option.none())
        expect(yield* repo.sellModel("BG", 14)).toEqual(Option.none())
        expect(yield* repo.sellModel("RO", 999)).toEqual(Option.none())
      })))

    it.effect("answers a model's own config values by id, then the market's providers by id", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellCatalogRepository
        const unlocked = { id: 530, attribute: "provider", label: "Unlocked" }
        const locked = { id: 531, attribute: "provider", label: "Locked to a carrier" }
        expect(yield* repo.sellOptions("RO", 12)).toEqual([
          { id: 1, attribute: "storage", label: "64 GB" },
          { id: 2, attribute: "storage", label: "128 GB" },
          { id: 101, attribute: "colour", label: "Negru" },
          { id: 102, attribute: "colour", label: "Alb" },
          unlocked,
          locked,
          { id: 532, attribute: "provider", label: "Orange RO" }
        ])
        expect((yield* repo.sellOptions("BG", 12)).map((o) => o.id)).toEqual([1, 2, 101, 102, 530, 531, 533])
        expect(yield* repo.sellOptions("RO", 13)).toEqual([
          { id: 103, attribute: "colour", label: "Cosmic Grey" },
          { id: 105, attribute: "material", label: "Oțel inoxidabil" },
          unlocked,
          locked,
          { id: 532, attribute: "provider", label: "Orange RO" }
        ])
        // Colours from the colour names, other values from the spec values, in the market's language.
        expect((yield* repo.sellOptions("BG", 12)).flatMap((o) => (o.attribute === "colour" ? [o.label] : []))).toEqual(["Черен", "Бял"])
        expect((yield* repo.sellOptions("HU", 13)).flatMap((o) => (o.attribute === "material" ? [o.label] : []))).toEqual(["Rozsdamentes acél"])
        expect((yield* repo.sellOptions("GR", 13)).flatMap((o) => (o.attribute === "material" ? [o.label] : []))).toEqual(["Stainless Steel"])
        // Whether the model is bought is sellModel's answer: here only the market's providers.
        expect((yield* repo.sellOptions("HU", 14)).map((o) => o.id)).toEqual([530, 531])
        expect((yield* repo.sellOptions("RO", 999)).map((o) => o.id)).toEqual([530, 531, 532])
      })))
  })
