import { sql } from "drizzle-orm"
import { bigserial, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core"
import { instant } from "./columns.ts"

/**
 * Shop users of the embedded identity (issue 6) and, in Firebase mode, the shop's own user document
 * of a Firebase uid (no password hash). SPEC 3 current user: id, deactivated_at, payment
 * (account_number, name). The email is stored trimmed and lower-cased, and unique on lower(email) too,
 * so two spellings of one address can never both exist. The id is a random UUID as text (never guessable), or the Firebase uid.
 */
export const users = pgTable("users", {
  id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
  email: text("email").notNull(),
  name: text("name"),
  /** argon2id PHC string; null when another provider keeps the credentials. */
  passwordHash: text("password_hash"),
  deactivatedAt: instant("deactivated_at"),
  paymentAccountNumber: text("payment_account_number"),
  paymentName: text("payment_name"),
  createdAt: instant("created_at").notNull()
}, (t) => [uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`)])

/** Mails the shop "sent" with MAIL_OUTBOX=on (the local outbox: written here and to the server log, never delivered). */
export const mailOutbox = pgTable("mail_outbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  to: text("to_address").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  createdAt: instant("created_at").notNull()
}, (t) => [index("mail_outbox_created_idx").on(t.createdAt)])
