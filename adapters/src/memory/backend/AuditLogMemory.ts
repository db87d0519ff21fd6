import { Effect, Layer, Ref } from "effect"
import { AuditLog, type AuditEntry, type NewAuditEntry } from "@shop/core/backend/staff/audit"

const make = Effect.gen(function* () {
  const rows = yield* Ref.make<ReadonlyArray<AuditEntry>>([])
  return AuditLog.of({
    record: Effect.fn("AuditLog.record")(function* (entry: NewAuditEntry) {
      // Stored as the database would give it back: JSON, so what a reader sees is what was written.
      const copy = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)))
      yield* Ref.update(rows, (all) => [...all, { ...entry, id: all.length + 1, before: copy(entry.before), after: copy(entry.after) }])
    }),
    list: Effect.fn("AuditLog.list")(function* (offset: number, limit: number) {
      const all = yield* Ref.get(rows)
      const newestFirst = [...all].sort((a, b) => b.at - a.at || b.id - a.id)
      return { entries: newestFirst.slice(Math.max(0, offset), Math.max(0, offset) + Math.max(0, limit)), total: all.length }
    })
  })
})

/** AuditLog in memory: one empty log per layer build. */
export const AuditLogMemory = { layer: Layer.effect(AuditLog, make) }
