import { and, asc, count, desc, eq, gt, lt, sql } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { AuditLog, type NewAuditEntry } from "@shop/core/backend/staff/audit"
import {
  type LiveStaffSession,
  type NewStaff,
  type NewStaffSession,
  type StaffChange,
  StaffEmailTaken,
  StaffRecord,
  StaffRepository,
  StaffSessionRepository
} from "@shop/core/backend/staff/ports"
import type { RepositoryError } from "@shop/core/errors"
import { Database, isUniqueViolation, type DatabaseShape } from "../Database.ts"
import { staffAudit, staffMembers, staffSessions } from "../schema/staff.ts"
import { decodeStored, orRepositoryError, parseUuid, toRepositoryError } from "./support.ts"

type StaffRow = typeof staffMembers.$inferSelect

const decodeStaff = decodeStored(StaffRecord, "read staff member")

const staffOf = (row: StaffRow) =>
  decodeStaff({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    language: row.language,
    passwordHash: row.passwordHash,
    disabledAt: row.disabledAt === null ? null : row.disabledAt.getTime(),
    createdAt: row.createdAt.getTime()
  })

const firstStaff = (rows: ReadonlyArray<StaffRow>) =>
  rows[0] === undefined ? Effect.succeed(Option.none<StaffRecord>()) : Effect.map(staffOf(rows[0]), Option.some)

export const makeStaffRepositoryPg = (database: DatabaseShape) =>
  StaffRepository.of({
    insert: Effect.fn("StaffRepository.insert")(function*(staff: NewStaff) {
      const rows = yield* database
        .query("insert staff member", (db) =>
          db.insert(staffMembers).values({ ...staff, createdAt: new Date(staff.createdAt) }).returning())
        .pipe(Effect.catchTag("DatabaseError", (error): Effect.Effect<never, StaffEmailTaken | RepositoryError> =>
          isUniqueViolation(error) ? Effect.fail(new StaffEmailTaken({ email: staff.email })) : Effect.fail(toRepositoryError(error))))
      const row = rows[0]
      if (row === undefined) return yield* Effect.die("insert staff member returned no row")
      return yield* staffOf(row)
    }),
    findByEmail: (email) =>
      Effect.flatMap(orRepositoryError(database.query("find staff by email", (db) =>
        db.select().from(staffMembers).where(eq(sql`lower(${staffMembers.email})`, email.trim().toLowerCase())).limit(1))), firstStaff),
    findById: (id) => {
      const uuid = parseUuid(id)
      if (uuid === undefined) return Effect.succeed(Option.none())
      return Effect.flatMap(orRepositoryError(database.query("find staff by id", (db) =>
        db.select().from(staffMembers).where(eq(staffMembers.id, uuid)).limit(1))), firstStaff)
    },
    update: (id: string, change: StaffChange) => {
      const uuid = parseUuid(id)
      if (uuid === undefined) return Effect.succeed(Option.none())
      const set = {
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.role === undefined ? {} : { role: change.role }),
        ...(change.language === undefined ? {} : { language: change.language }),
        ...(change.passwordHash === undefined ? {} : { passwordHash: change.passwordHash }),
        ...(change.disabledAt === undefined ? {} : { disabledAt: change.disabledAt === null ? null : new Date(change.disabledAt) })
      }
      if (Object.keys(set).length === 0) {
        return Effect.flatMap(orRepositoryError(database.query("find staff by id", (db) =>
          db.select().from(staffMembers).where(eq(staffMembers.id, uuid)).limit(1))), firstStaff)
      }
      return Effect.flatMap(orRepositoryError(database.query("update staff member", (db) =>
        db.update(staffMembers).set(set).where(eq(staffMembers.id, uuid)).returning())), firstStaff)
    },
    list: Effect.flatMap(
      orRepositoryError(database.query("list staff", (db) => db.select().from(staffMembers).orderBy(asc(staffMembers.email)))),
      (rows) => Effect.forEach(rows, staffOf)
    ),
    count: Effect.map(
      orRepositoryError(database.query("count staff", (db) => db.select({ n: count() }).from(staffMembers))),
      (rows) => rows[0]?.n ?? 0
    )
  })

/** Staff sessions over `staff_sessions`; the member's expired rows go when they sign in again. */
export const makeStaffSessionRepositoryPg = (database: DatabaseShape) =>
  StaffSessionRepository.of({
    create: Effect.fn("StaffSessionRepository.create")(function*(session: NewStaffSession) {
      yield* orRepositoryError(database.query("delete expired staff sessions", (db) =>
        db.delete(staffSessions).where(and(eq(staffSessions.staffId, session.staffId), lt(staffSessions.expiresAt, new Date(session.createdAt))))))
      yield* orRepositoryError(database.query("create staff session", (db) =>
        db.insert(staffSessions).values({
          tokenHash: session.digest,
          staffId: session.staffId,
          createdAt: new Date(session.createdAt),
          expiresAt: new Date(session.expiresAt)
        })))
    }),
    find: Effect.fn("StaffSessionRepository.find")(function*(digest: string, now: number) {
      const rows = yield* orRepositoryError(database.query("find staff session", (db) =>
        db.select({ staff: staffMembers, createdAt: staffSessions.createdAt, expiresAt: staffSessions.expiresAt })
          .from(staffSessions)
          .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
          .where(and(eq(staffSessions.tokenHash, digest), gt(staffSessions.expiresAt, new Date(now))))
          .limit(1)))
      const row = rows[0]
      if (row === undefined) return Option.none<LiveStaffSession>()
      return Option.some({ staff: yield* staffOf(row.staff), createdAt: row.createdAt.getTime(), expiresAt: row.expiresAt.getTime() })
    }),
    revoke: (digest) =>
      orRepositoryError(database.query("revoke staff session", (db) => db.delete(staffSessions).where(eq(staffSessions.tokenHash, digest)))).pipe(Effect.asVoid),
    revokeAll: (staffId) => {
      const uuid = parseUuid(staffId)
      if (uuid === undefined) return Effect.succeed(0)
      return orRepositoryError(database.query("revoke staff sessions", (db) =>
        db.delete(staffSessions).where(eq(staffSessions.staffId, uuid)).returning({ tokenHash: staffSessions.tokenHash }))).pipe(Effect.map((rows) => rows.length))
    }
  })

/** The audit log over `staff_audit`, newest first. */
export const makeAuditLogPg = (database: DatabaseShape) =>
  AuditLog.of({
    record: (entry: NewAuditEntry) =>
      orRepositoryError(database.query("record audit entry", (db) =>
        db.insert(staffAudit).values({
          at: entry.at,
          actorId: entry.actorId,
          actorEmail: entry.actorEmail,
          action: entry.action,
          subject: entry.subject,
          before: entry.before ?? null,
          after: entry.after ?? null
        }))).pipe(Effect.asVoid),
    list: Effect.fn("AuditLog.list")(function*(offset: number, limit: number) {
      const [rows, total] = yield* Effect.all([
        orRepositoryError(database.query("list audit entries", (db) =>
          db.select().from(staffAudit).orderBy(desc(staffAudit.at), desc(staffAudit.id)).offset(Math.max(0, offset)).limit(Math.max(0, limit)))),
        orRepositoryError(database.query("count audit entries", (db) => db.select({ n: count() }).from(staffAudit)))
      ])
      return { entries: rows.map((row) => ({ ...row, before: row.before ?? null, after: row.after ?? null })), total: total[0]?.n ?? 0 }
    })
  })

export const StaffRepositoryPg = {
  layer: Layer.mergeAll(
    Layer.effect(StaffRepository, Effect.map(Database, makeStaffRepositoryPg)),
    Layer.effect(StaffSessionRepository, Effect.map(Database, makeStaffSessionRepositoryPg)),
    Layer.effect(AuditLog, Effect.map(Database, makeAuditLogPg))
  )
}
