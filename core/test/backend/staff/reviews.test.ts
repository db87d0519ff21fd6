import { describe, expect, it } from "@effect/vitest"
import { AuditLogMemory } from "@shop/adapters/memory/backend/AuditLogMemory"
import { ReviewRepositoryMemory } from "@shop/adapters/memory/backend/ReviewRepositoryMemory"
import { Effect, Layer, Option } from "effect"
import { ReviewRepository } from "../../../src/backend/reviews/ReviewRepository.ts"
import type { AuditLog } from "../../../src/backend/staff/audit.ts"
import { approveReview, pendingReviewQueue, rejectReview } from "../../../src/backend/staff/reviews.ts"
import { can, StaffRoles } from "../../../src/staff/roles.ts"
import { auditEntries, staffOf } from "../../support/backend/staffMemory.ts"

const layer = () => Layer.mergeAll(ReviewRepositoryMemory.layer, AuditLogMemory.layer)
const run = <A, E>(program: Effect.Effect<A, E, ReviewRepository | AuditLog>) => Effect.provide(program, layer())

const addReview = (n: number, market: "RO" | "GR" = "RO") =>
  ReviewRepository.use((repo) => repo.add({
    market, kind: "shop", rating: 5, name: `Ana ${n}`, email: `ana${n}@example.ro`, title: `Title ${n}`, text: "Arată ca nou, recomand.", createdAt: 1_000 + n
  }))

const support = staffOf("support")

describe("review moderation under staff roles", () => {
  it.effect("only the roles that moderate reviews may list or decide; a refused call changes nothing", () =>
    run(Effect.gen(function*() {
      const review = yield* addReview(1)
      for (const role of StaffRoles) {
        if (can(role, "reviews.moderate")) continue
        for (const program of [pendingReviewQueue(staffOf(role), 1), approveReview(staffOf(role), review.id), rejectReview(staffOf(role), review.id)]) {
          expect(yield* Effect.flip(program as Effect.Effect<unknown, unknown, ReviewRepository>), role).toMatchObject({ _tag: "Forbidden", permission: "reviews.moderate" })
        }
      }
      expect(Option.map(yield* (yield* ReviewRepository).find(review.id), (r) => r.status)).toEqual(Option.some("pending"))
      expect(yield* auditEntries).toEqual([])
    })))

  it.effect("the queue holds pending reviews of every market, oldest first, 25 to a page", () =>
    run(Effect.gen(function*() {
      for (let n = 0; n < 27; n++) yield* addReview(n, n % 2 === 0 ? "RO" : "GR")
      const first = yield* pendingReviewQueue(support, 1)
      expect(first).toMatchObject({ page: 1, pageSize: 25, pageCount: 2, total: 27 })
      expect(first.reviews[0]).toMatchObject({ name: "Ana 0", email: "ana0@example.ro", status: "pending", market: "RO" })
      expect((yield* pendingReviewQueue(support, 2)).reviews.map((r) => r.name)).toEqual(["Ana 25", "Ana 26"])
    })))

  it.effect("approve and reject decide a pending review once, each audited; a second decision is a 409, an unknown id a 404", () =>
    run(Effect.gen(function*() {
      const a = yield* addReview(1)
      const b = yield* addReview(2)
      expect(yield* approveReview(support, a.id)).toMatchObject({ id: a.id, status: "approved" })
      expect(yield* rejectReview(staffOf("admin"), b.id)).toMatchObject({ id: b.id, status: "rejected" })
      expect(yield* Effect.flip(rejectReview(support, a.id))).toMatchObject({ _tag: "IllegalTransition", from: "approved", to: "rejected" })
      expect(yield* Effect.flip(approveReview(support, b.id))).toMatchObject({ _tag: "IllegalTransition", from: "rejected" })
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
        expect(yield* Effect.flip(approveReview(support, id))).toMatchObject({ _tag: "NotFound", entity: "review" })
      }
      const entries = yield* auditEntries
      expect(entries.map((e) => [e.action, e.subject, e.actorId])).toEqual([
        ["review.reject", `review:${b.id}`, "staff-admin"],
        ["review.approve", `review:${a.id}`, "staff-support"]
      ])
      expect(entries[1]).toMatchObject({ before: { status: "pending" }, after: { status: "approved" } })
      expect((yield* pendingReviewQueue(support, 1)).total).toBe(0)
    })))
})
