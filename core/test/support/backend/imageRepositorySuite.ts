import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { ImageRepository } from "../../../src/backend/ports/ImageRepository.ts"
import { suiteDataset } from "./dataset.ts"

/** Contract every ImageRepository adapter passes (seeded with the suite dataset's two images). */
export const imageRepositorySuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<ImageRepository>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, ImageRepository>) =>
      Effect.provide(effect, makeLayer(suiteDataset))

    it.effect("answers a stored image by its path, body unchanged (non-ASCII included)", () =>
      run(Effect.gen(function*() {
        const repo = yield* ImageRepository
        for (const { path, image } of suiteDataset.images) {
          expect(yield* repo.byPath(path)).toEqual(Option.some(image))
        }
        const phone = yield* repo.byPath("/images/devices/smartphone/iphone-13-pro-sierra-blue.svg")
        expect(Option.map(phone, (i) => [i.contentType, i.body.includes("iPhone 13 Pro ✓")])).toEqual(
          Option.some(["image/svg+xml", true])
        )
      })))

    it.effect("answers none for any other path: unknown, another case, a prefix, a suffix, a pattern", () =>
      run(Effect.gen(function*() {
        const repo = yield* ImageRepository
        for (const path of [
          "/images/accessories/charger.svg",
          "/images/accessories/CASE.svg",
          "/IMAGES/accessories/case.svg",
          "/images/accessories/case",
          "/images/accessories/case.svg/",
          "images/accessories/case.svg",
          "/images/accessories/%.svg",
          "/images/accessories/_ase.svg",
          ""
        ]) {
          expect(yield* repo.byPath(path), path).toEqual(Option.none())
        }
      })))
  })
