import { Effect, Layer, Option } from "effect"
import { ImageRepository } from "@shop/core/backend/ports/ImageRepository"
import type { MemoryState } from "./memoryState.ts"

export const makeImageRepositoryMemory = (state: MemoryState) => {
  const byPath = new Map(state.dataset.images.map((row) => [row.path, row.image] as const))
  return ImageRepository.of({
    byPath: (path: string) => Effect.sync(() => Option.fromNullishOr(byPath.get(path)))
  })
}

export const imageRepositoryMemoryLayer = (state: MemoryState) =>
  Layer.succeed(ImageRepository, makeImageRepositoryMemory(state))
