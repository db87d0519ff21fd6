import { memoryBackendLayer, type MemoryBackendPorts } from "@shop/adapters/memory/backend/memoryBackend"
import { Effect } from "effect"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { suiteDataset } from "./dataset.ts"

/** Runs a service program against a fresh in-memory backend seeded with `dataset`. */
export const withMemoryBackend = <A, E>(
  effect: Effect.Effect<A, E, MemoryBackendPorts>,
  dataset: BackendDataset = suiteDataset
): Effect.Effect<A, E> => Effect.provide(effect, memoryBackendLayer(dataset))
