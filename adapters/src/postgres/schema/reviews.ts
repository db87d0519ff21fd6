import { sql } from "drizzle-orm"
import { check, index, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core"
import type { ReviewKind, ReviewStatus } from "@shop/core/reviews/review"
import { instant, market, marketCheck, oneOf } from "./columns.ts"

/**
 * Reviews of the shop (`shop`) and of the sell service (`seller`), per market (core reviews/). New
 * ones are `pending` until a moderator approves or rejects them; lists read approved ones, newest
 * first, so the index leads with what they filter on. The email is kept for the moderator, never shown.
 */
export const reviews = pgTable("reviews", {
  id: uuid("id").primaryKey().defaultRandom(),
  market: market(),
  kind: text("kind").$type<ReviewKind>().notNull(),
  status: text("status").$type<ReviewStatus>().notNull(),
  rating: smallint("rating").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  createdAt: instant("created_at").notNull(),
  moderatedAt: instant("moderated_at")
}, (t) => [
  marketCheck("reviews"),
  oneOf("reviews", "kind", ["shop", "seller"]),
  oneOf("reviews", "status", ["pending", "approved", "rejected"]),
  check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  index("reviews_list_idx").on(t.market, t.kind, t.status, t.createdAt.desc(), t.id.desc()),
  index("reviews_pending_idx").on(t.status, t.createdAt)
])
