/// <reference types="node" />
import { randomUUID } from "node:crypto"
import { Effect, Layer, Ref } from "effect"
import {
  ContactMessageRepository,
  type NewContactMessage,
  type StoredContactMessage
} from "@shop/core/backend/contact/ContactMessageRepository"

const make = Effect.gen(function* () {
  const rows = yield* Ref.make<ReadonlyArray<StoredContactMessage>>([])
  return ContactMessageRepository.of({
    add: Effect.fn("ContactMessageRepository.add")(function* (message: NewContactMessage) {
      const stored: StoredContactMessage = { ...message, id: randomUUID() }
      yield* Ref.update(rows, (all) => [...all, stored])
      return stored
    }),
    recent: Effect.fn("ContactMessageRepository.recent")(function* (limit: number) {
      const all = yield* Ref.get(rows)
      return [...all].reverse().slice(0, Math.max(0, limit))
    })
  })
})

/** ContactMessageRepository in memory: one empty store per layer build. */
export const ContactMessageRepositoryMemory = { layer: Layer.effect(ContactMessageRepository, make) }
