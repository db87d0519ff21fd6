import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect } from "effect"
import { type NewContactMessage, ContactMessageRepository } from "../../../src/backend/contact/ContactMessageRepository.ts"
import { isPublicId } from "../../../src/backend/ports/PublicId.ts"

const message = (n: number, overrides: Partial<NewContactMessage> = {}): NewContactMessage => ({
  market: "RO",
  name: "Maria Ionescu",
  email: "maria@example.ro",
  topic: "delivery",
  orderNumber: null,
  message: `Bună ziua, când ajunge comanda mea? (${n})`,
  createdAt: 1_763_800_000_000 + n * 1000,
  ...overrides
})

/** Contract every ContactMessageRepository adapter passes; `layer` gives an empty store per test. */
export const contactMessageRepositorySuite = (name: string, layer: () => Layer.Layer<ContactMessageRepository, unknown>) =>
  describe(`${name} (ContactMessageRepository contract)`, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, ContactMessageRepository>) => Effect.provide(effect, layer())

    it.effect("stores a message with a UUID id and every field; recent lists newest first", () =>
      run(Effect.gen(function* () {
        const repo = yield* ContactMessageRepository
        const a = yield* repo.add(message(1))
        const b = yield* repo.add(message(2, { market: "GR", topic: "payout", orderNumber: "A-1234", name: "Νίκος Παπαδόπουλος", message: "Γεια σας,\nπότε πληρώνομαι;" }))
        expect(isPublicId(a.id)).toBe(true)
        expect(a.id).not.toBe(b.id)
        expect(b).toEqual({ ...message(2, { market: "GR", topic: "payout", orderNumber: "A-1234", name: "Νίκος Παπαδόπουλος", message: "Γεια σας,\nπότε πληρώνομαι;" }), id: b.id })
        expect(yield* repo.recent(10)).toEqual([b, a])
        expect(yield* repo.recent(1)).toEqual([b])
      })))

    it.effect("an empty store lists nothing", () =>
      run(Effect.gen(function* () {
        expect(yield* (yield* ContactMessageRepository).recent(5)).toEqual([])
      })))
  })
