import { sql } from "drizzle-orm"
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core"
import type { StaffLanguage, StaffRole } from "@shop/core/staff/roles"
import { StaffLanguages, StaffRoles } from "@shop/core/staff/roles"
import { instant, oneOf } from "./columns.ts"

/**
 * The shop's staff (issue 18): separate from shoppers (`users`), with a role and the console's
 * language. The email is unique case-insensitively (stored lower-cased, indexed on lower()).
 */
export const staffMembers = pgTable("staff_members", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  role: text("role").$type<StaffRole>().notNull(),
  language: text("language").$type<StaffLanguage>().notNull(),
  passwordHash: text("password_hash").notNull(),
  disabledAt: instant("disabled_at"),
  createdAt: instant("created_at").notNull()
}, (t) => [
  uniqueIndex("staff_members_email_unique").on(sql`lower(${t.email})`),
  oneOf("staff_members", "role", StaffRoles),
  oneOf("staff_members", "language", StaffLanguages)
])

/** A staff session: the digest of the console cookie's random token (as `sessions` for shoppers). */
export const staffSessions = pgTable("staff_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  staffId: uuid("staff_id").notNull().references(() => staffMembers.id, { onDelete: "cascade" }),
  createdAt: instant("created_at").notNull(),
  expiresAt: instant("expires_at").notNull()
}, (t) => [index("staff_sessions_staff_idx").on(t.staffId)])

/**
 * Every change a staff member made (core backend/staff/audit.ts): kept even when the member is
 * removed (the actor's id and email are copies, not a foreign key).
 */
export const staffAudit = pgTable("staff_audit", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  at: bigint("at", { mode: "number" }).notNull(),
  actorId: text("actor_id").notNull(),
  actorEmail: text("actor_email").notNull(),
  action: text("action").notNull(),
  subject: text("subject").notNull(),
  before: jsonb("before"),
  after: jsonb("after")
}, (t) => [index("staff_audit_at_idx").on(t.at, t.id)])
