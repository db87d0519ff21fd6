import { index, integer, pgTable, text } from "drizzle-orm/pg-core"
import { instant } from "./columns.ts"
import { users } from "./users.ts"

/**
 * What keeps the shop safe with more than one server process (issue 14, docs/decisions-security.md):
 * every secret the browser holds is stored only as its SHA-256 digest, so a copy of the database
 * signs nobody in and resets no password.
 */

/**
 * Server-side sessions: the httpOnly cookie carries a random token, this row its digest. Logout,
 * a password change or reset and deactivation delete rows, and a deleted row is a signed-out
 * browser at its next request, on every process.
 */
export const sessions = pgTable("sessions", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  createdAt: instant("created_at").notNull(),
  expiresAt: instant("expires_at").notNull()
}, (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)])

/**
 * Password reset tokens: the mail's link carries a random token, this row its digest. A user has at
 * most one live row (a newer request replaces it), and a completed reset deletes the user's rows.
 */
export const resetTokens = pgTable("reset_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  createdAt: instant("created_at").notNull(),
  expiresAt: instant("expires_at").notNull()
}, (t) => [index("reset_tokens_user_idx").on(t.userId)])

/**
 * Fixed-window counters of every rate limit (login, register, forgot, contact, reviews, sell orders):
 * one row per bucket (the limit's name and its key: an account, a client address). A hit is one
 * INSERT .. ON CONFLICT DO UPDATE .. RETURNING, so processes sharing the database count exactly.
 */
export const rateLimits = pgTable("rate_limits", {
  bucket: text("bucket").primaryKey(),
  hits: integer("hits").notNull(),
  windowStart: instant("window_start").notNull(),
  windowEnd: instant("window_end").notNull()
}, (t) => [index("rate_limits_window_end_idx").on(t.windowEnd)])

/** Human-check answers already used, by digest, until the challenge would have expired anyway. */
export const spentHumanChecks = pgTable("spent_human_checks", {
  tokenHash: text("token_hash").primaryKey(),
  expiresAt: instant("expires_at").notNull()
}, (t) => [index("spent_human_checks_expires_idx").on(t.expiresAt)])
