import { eq } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { ImageRepository } from "@shop/core/backend/ports/ImageRepository"
import { Database, type DatabaseShape } from "../Database.ts"
import { images } from "../schema/catalog.ts"
import { orRepositoryError } from "./support.ts"

export const makeImageRepositoryPg = (database: DatabaseShape) =>
  ImageRepository.of({
    byPath: Effect.fn("ImageRepository.byPath")(function* (path: string) {
      const rows = yield* orRepositoryError(database.query("image by path", (db) =>
        db.select({ svg: images.svg }).from(images).where(eq(images.path, path))))
      // The table holds SVG text only (datasetRows): its content type is fixed.
      return Option.map(Option.fromNullishOr(rows[0]), (row) => ({ contentType: "image/svg+xml" as const, body: row.svg }))
    })
  })

/** ImageRepository (the generated device and accessory pictures) over the shop database. */
export const ImageRepositoryPg = {
  make: makeImageRepositoryPg,
  layer: Layer.effect(ImageRepository, Effect.map(Database, makeImageRepositoryPg))
}
