import { and, eq } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { AltLanguages, AltTexts, type ProductImage } from "@shop/core/backend/images/galleryTypes"
import type { RasterImage, StoredImage } from "@shop/core/backend/images/imageTypes"
import { RasterContentTypes } from "@shop/core/backend/images/imageTypes"
import { type AddImageOutcome, ImageRepository } from "@shop/core/backend/ports/ImageRepository"
import { RepositoryError } from "@shop/core/errors"
import { Shapes } from "@shop/core/catalog/product"
import { Locales } from "@shop/core/markets/market"
import { Database, type DatabaseShape, query } from "../Database.ts"
import { images, models, productImages } from "../schema/catalog.ts"
import { productImageRowOf } from "./productImageRow.ts"
import { decodeStored, orRepositoryError } from "./support.ts"

type ImageRow = Pick<typeof images.$inferSelect, "contentType" | "svg" | "data">

/** A stored row as core's StoredImage; the table's CHECK keeps `svg` and `data` to their content type. */
const storedImageOf = (row: ImageRow): Effect.Effect<StoredImage, RepositoryError> => {
  const raster = RasterContentTypes.find((type) => type === row.contentType)
  if (raster !== undefined && row.data !== null) return Effect.succeed({ contentType: raster, bytes: row.data })
  if (row.contentType === "image/svg+xml" && row.svg !== null) return Effect.succeed({ contentType: "image/svg+xml", body: row.svg })
  return Effect.fail(new RepositoryError({ operation: "image by path", message: `stored image of type ${row.contentType} has no body` }))
}

const decodeAlt = decodeStored(AltTexts, "product images")
const shapeOf = (value: string | null) => Shapes.find((shape) => shape === value) ?? null
const languageOf = (value: string | null) => Locales.find((locale) => locale === value) ?? null

export const makeImageRepositoryPg = (database: DatabaseShape) =>
  ImageRepository.of({
    byPath: Effect.fn("ImageRepository.byPath")(function* (path: string) {
      const rows = yield* orRepositoryError(database.query("image by path", (db) =>
        db.select({ contentType: images.contentType, svg: images.svg, data: images.data }).from(images).where(eq(images.path, path))))
      const row = rows[0]
      return row === undefined ? Option.none() : Option.some(yield* storedImageOf(row))
    }),

    productImages: Effect.fn("ImageRepository.productImages")(function* (modelId: number, colour: string) {
      const rows = yield* orRepositoryError(database.query("product images", (db) =>
        db.select({
          shape: productImages.shape,
          language: productImages.language,
          position: productImages.position,
          path: productImages.imagePath,
          alt: productImages.alt,
          width: images.width,
          height: images.height
        })
          .from(productImages)
          .innerJoin(images, eq(images.path, productImages.imagePath))
          .where(and(eq(productImages.modelId, modelId), eq(productImages.colour, colour)))))
      return yield* Effect.forEach(rows, (row) =>
        Effect.map(decodeAlt(row.alt), (alt): ProductImage => ({
          modelId,
          colour,
          shape: shapeOf(row.shape),
          language: languageOf(row.language),
          position: row.position,
          path: row.path,
          width: row.width,
          height: row.height,
          alt
        })))
    }),

    addProductImage: Effect.fn("ImageRepository.addProductImage")(function* (image: RasterImage, entry: ProductImage) {
      return yield* orRepositoryError(database.transaction("add product image", (tx) =>
        Effect.gen(function* () {
          const [model] = yield* query("model of the image", () =>
            tx.select({ category: models.category }).from(models).where(eq(models.id, entry.modelId)))
          if (model === undefined) return "unknown-model" satisfies AddImageOutcome
          const stored = yield* query("store image", () =>
            tx.insert(images).values({
              path: entry.path,
              kind: model.category,
              colour: entry.colour,
              label: AltLanguages.map((language) => entry.alt[language]).find((text) => text !== undefined) ?? "",
              contentType: image.contentType,
              data: image.bytes,
              width: entry.width,
              height: entry.height
            }).onConflictDoNothing().returning({ path: images.path }))
          if (stored.length === 0) return "path-taken" satisfies AddImageOutcome
          yield* query("place image", () =>
            tx.insert(productImages).values(productImageRowOf(entry)))
          return "added" satisfies AddImageOutcome
        })))
    })
  })

/** ImageRepository (the catalogue's pictures and the galleries placing them) over the shop database. */
export const ImageRepositoryPg = {
  make: makeImageRepositoryPg,
  layer: Layer.effect(ImageRepository, Effect.map(Database, makeImageRepositoryPg))
}
