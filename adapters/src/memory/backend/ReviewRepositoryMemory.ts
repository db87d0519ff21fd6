/// <reference types="node" />
import { randomUUID } from "node:crypto"
import { Effect, Layer, Option, Ref } from "effect"
import { ReviewRepository, type NewReview, type StoredReview } from "@shop/core/backend/reviews/ReviewRepository"
import type { StarCounts } from "@shop/core/reviews/summary"

/** Newest first: created time, then id (the PostgreSQL adapter's order). */
const newestFirst = (a: StoredReview, b: StoredReview): number =>
  b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/** The moderation queue's order: created time, then id. */
const oldestFirst = (a: StoredReview, b: StoredReview): number => newestFirst(b, a)

const make = Effect.gen(function* () {
  const rows = yield* Ref.make<ReadonlyArray<StoredReview>>([])
  return ReviewRepository.of({
    add: Effect.fn("ReviewRepository.add")(function* (review: NewReview) {
      const stored: StoredReview = { ...review, id: randomUUID(), status: "pending", moderatedAt: null }
      yield* Ref.update(rows, (all) => [...all, stored])
      return stored
    }),
    approved: Effect.fn("ReviewRepository.approved")(function* (market, kind, slice) {
      const all = yield* Ref.get(rows)
      return all
        .filter((r) => r.market === market && r.kind === kind && r.status === "approved")
        .sort(newestFirst)
        .slice(slice.offset, slice.offset + slice.limit)
    }),
    starCounts: Effect.fn("ReviewRepository.starCounts")(function* (market, kind) {
      const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
      for (const r of yield* Ref.get(rows)) {
        if (r.market === market && r.kind === kind && r.status === "approved") counts[r.rating as keyof StarCounts] += 1
      }
      return counts
    }),
    pending: Effect.fn("ReviewRepository.pending")(function* (market) {
      const all = yield* Ref.get(rows)
      return all
        .filter((r) => r.status === "pending" && (market === undefined || r.market === market))
        .sort(oldestFirst)
    }),
    pendingPage: Effect.fn("ReviewRepository.pendingPage")(function* (slice) {
      const waiting = (yield* Ref.get(rows)).filter((r) => r.status === "pending").sort(oldestFirst)
      return { reviews: waiting.slice(Math.max(0, slice.offset), Math.max(0, slice.offset) + Math.max(0, slice.limit)), total: waiting.length }
    }),
    find: Effect.fn("ReviewRepository.find")(function* (id) {
      return Option.fromUndefinedOr((yield* Ref.get(rows)).find((r) => r.id === id))
    }),
    moderate: Effect.fn("ReviewRepository.moderate")(function* (id, status, at) {
      return yield* Ref.modify(rows, (all) => {
        const found = all.find((r) => r.id === id)
        if (found === undefined || found.status !== "pending") return [Option.none<StoredReview>(), all] as const
        const updated: StoredReview = { ...found, status, moderatedAt: at }
        return [Option.some(updated), all.map((r) => (r.id === id ? updated : r))] as const
      })
    })
  })
})

/** ReviewRepository in memory (tests, the memory backend): one empty store per layer build. */
export const ReviewRepositoryMemory = { layer: Layer.effect(ReviewRepository, make) }
