import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import { isPublicId } from "../../../src/backend/ports/PublicId.ts"
import { type NewReview, ReviewRepository } from "../../../src/backend/reviews/ReviewRepository.ts"
import { emptyStarCounts } from "../../../src/reviews/summary.ts"

const review = (n: number, overrides: Partial<NewReview> = {}): NewReview => ({
  market: "RO",
  kind: "shop",
  rating: (n % 5) + 1,
  name: `Ana Pop ${n}`,
  email: `ana${n}@example.ro`,
  title: `Titlu ${n}`,
  text: `Telefonul a ajuns repede și arată ca nou (${n}).`,
  createdAt: 1_763_800_000_000 + n * 1000,
  ...overrides
})

/** Contract every ReviewRepository adapter passes; `layer` gives an empty store per test. */
export const reviewRepositorySuite = (name: string, layer: () => Layer.Layer<ReviewRepository, unknown>) =>
  describe(`${name} (ReviewRepository contract)`, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, ReviewRepository>) => Effect.provide(effect, layer())

    it.effect("stores a review as pending with a UUID id, every field kept", () =>
      run(Effect.gen(function* () {
        const repo = yield* ReviewRepository
        const input = review(1, { name: "Ștefan Îonescu", text: "Ecran perfect,\nbaterie 92 %. Recomand!" })
        const stored = yield* repo.add(input)
        expect(isPublicId(stored.id)).toBe(true)
        expect(stored).toEqual({ ...input, id: stored.id, status: "pending", moderatedAt: null })
        expect(yield* repo.pending()).toEqual([stored])
        expect(yield* repo.approved("RO", "shop", { offset: 0, limit: 10 })).toEqual([])
        expect(yield* repo.starCounts("RO", "shop")).toEqual(emptyStarCounts)
      })))

    it.effect("approved reviews are listed newest first and counted per star; rejected ones never", () =>
      run(Effect.gen(function* () {
        const repo = yield* ReviewRepository
        const stored = []
        for (let n = 0; n < 7; n++) stored.push(yield* repo.add(review(n)))
        for (const s of stored.slice(0, 5)) yield* repo.moderate(s.id, "approved", 1_763_900_000_000)
        yield* repo.moderate(stored[5]!.id, "rejected", 1_763_900_000_000)
        const page1 = yield* repo.approved("RO", "shop", { offset: 0, limit: 3 })
        const page2 = yield* repo.approved("RO", "shop", { offset: 3, limit: 3 })
        expect(page1.map((r) => r.name)).toEqual(["Ana Pop 4", "Ana Pop 3", "Ana Pop 2"])
        expect(page2.map((r) => r.name)).toEqual(["Ana Pop 1", "Ana Pop 0"])
        expect(page1.every((r) => r.status === "approved" && r.moderatedAt === 1_763_900_000_000)).toBe(true)
        expect(yield* repo.starCounts("RO", "shop")).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 })
        expect((yield* repo.pending()).map((r) => r.id)).toEqual([stored[6]!.id])
      })))

    it.effect("markets and kinds are kept apart", () =>
      run(Effect.gen(function* () {
        const repo = yield* ReviewRepository
        const a = yield* repo.add(review(1, { market: "BG", rating: 5 }))
        const b = yield* repo.add(review(2, { market: "BG", kind: "seller", rating: 4 }))
        const c = yield* repo.add(review(3, { market: "GR", rating: 2 }))
        for (const r of [a, b, c]) yield* repo.moderate(r.id, "approved", 1)
        expect((yield* repo.approved("BG", "shop", { offset: 0, limit: 10 })).map((r) => r.id)).toEqual([a.id])
        expect((yield* repo.approved("BG", "seller", { offset: 0, limit: 10 })).map((r) => r.id)).toEqual([b.id])
        expect(yield* repo.approved("RO", "shop", { offset: 0, limit: 10 })).toEqual([])
        expect(yield* repo.starCounts("GR", "shop")).toEqual({ ...emptyStarCounts, 2: 1 })
        expect(yield* repo.starCounts("BG", "seller")).toEqual({ ...emptyStarCounts, 4: 1 })
      })))

    it.effect("pending can be filtered by market, oldest first", () =>
      run(Effect.gen(function* () {
        const repo = yield* ReviewRepository
        const first = yield* repo.add(review(1, { market: "HU" }))
        yield* repo.add(review(2, { market: "RO" }))
        const third = yield* repo.add(review(3, { market: "HU" }))
        expect((yield* repo.pending("HU")).map((r) => r.id)).toEqual([first.id, third.id])
      })))

    it.effect("a review is decided once: a decided review answers none and keeps its first decision", () =>
      run(Effect.gen(function* () {
        const repo = yield* ReviewRepository
        const stored = yield* repo.add(review(1))
        const approved = yield* repo.moderate(stored.id, "approved", 10)
        expect(Option.map(approved, (r) => [r.status, r.moderatedAt])).toEqual(Option.some(["approved", 10]))
        expect(yield* repo.moderate(stored.id, "rejected", 20)).toEqual(Option.none())
        expect(Option.map(yield* repo.find(stored.id), (r) => [r.status, r.moderatedAt])).toEqual(Option.some(["approved", 10]))
      })))

    it.effect("the moderation queue pages pending reviews of every market oldest first, with how many wait; find answers any status", () =>
      run(Effect.gen(function* () {
        const repo = yield* ReviewRepository
        const stored = []
        for (let n = 0; n < 5; n++) stored.push(yield* repo.add(review(n, { market: n % 2 === 0 ? "RO" : "GR" })))
        yield* repo.moderate(stored[1]!.id, "rejected", 1)
        const first = yield* repo.pendingPage({ offset: 0, limit: 2 })
        expect(first.reviews.map((r) => r.id)).toEqual([stored[0]!.id, stored[2]!.id])
        expect(first.total).toBe(4)
        expect((yield* repo.pendingPage({ offset: 2, limit: 2 })).reviews.map((r) => r.id)).toEqual([stored[3]!.id, stored[4]!.id])
        expect(yield* repo.pendingPage({ offset: 10, limit: 2 })).toEqual({ reviews: [], total: 4 })
        expect(Option.map(yield* repo.find(stored[1]!.id), (r) => r.status)).toEqual(Option.some("rejected"))
        expect(yield* repo.find("00000000-0000-4000-8000-000000000000")).toEqual(Option.none())
        expect(yield* repo.find("not-a-uuid")).toEqual(Option.none())
      })))

    it.effect("moderating an unknown or malformed id answers none and changes nothing", () =>
      run(Effect.gen(function* () {
        const repo = yield* ReviewRepository
        const stored = yield* repo.add(review(1))
        expect(yield* repo.moderate("00000000-0000-4000-8000-000000000000", "approved", 1)).toEqual(Option.none())
        expect(yield* repo.moderate("not-a-uuid", "approved", 1)).toEqual(Option.none())
        expect((yield* repo.pending()).map((r) => r.id)).toEqual([stored.id])
      })))
  })
