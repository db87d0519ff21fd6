import { Effect, Layer, Option } from "effect"
import type { ProductImage } from "@shop/core/backend/images/galleryTypes"
import type { RasterImage, StoredImage } from "@shop/core/backend/images/imageTypes"
import { ImageRepository } from "@shop/core/backend/ports/ImageRepository"
import type { MemoryState } from "./memoryState.ts"

const galleryKey = (modelId: number, colour: string) => `${modelId}\u0000${colour}`

export const makeImageRepositoryMemory = (state: MemoryState) => {
  const byPath = new Map<string, StoredImage>(state.dataset.images.map((row) => [row.path, row.image] as const))
  const galleries = new Map<string, Array<ProductImage>>()
  const place = (entry: ProductImage) => {
    const key = galleryKey(entry.modelId, entry.colour)
    galleries.set(key, [...(galleries.get(key) ?? []), entry])
  }
  for (const entry of state.dataset.productImages) place(entry)
  const models = new Set(state.dataset.models.map((model) => model.id))
  return ImageRepository.of({
    byPath: (path: string) => Effect.sync(() => Option.fromNullishOr(byPath.get(path))),
    productImages: (modelId: number, colour: string) => Effect.sync(() => galleries.get(galleryKey(modelId, colour)) ?? []),
    // One synchronous block: both writes or neither, like the SQL adapter's transaction.
    addProductImage: (image: RasterImage, entry: ProductImage) =>
      Effect.sync(() => {
        if (byPath.has(entry.path)) return "path-taken" as const
        if (!models.has(entry.modelId)) return "unknown-model" as const
        byPath.set(entry.path, { contentType: image.contentType, bytes: Uint8Array.from(image.bytes) })
        place(entry)
        return "added" as const
      })
  })
}

export const imageRepositoryMemoryLayer = (state: MemoryState) =>
  Layer.succeed(ImageRepository, makeImageRepositoryMemory(state))
