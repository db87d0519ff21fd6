import { index, pgTable, text, uuid } from "drizzle-orm/pg-core"
import type { ContactTopic } from "@shop/core/contact/contactMessage"
import { contactTopics } from "@shop/core/contact/contactMessage"
import { instant, market, marketCheck, oneOf } from "./columns.ts"

/** Messages sent with the help page's contact form (core contact/), for the support team. */
export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  market: market(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  topic: text("topic").$type<ContactTopic>().notNull(),
  orderNumber: text("order_number"),
  message: text("message").notNull(),
  createdAt: instant("created_at").notNull()
}, (t) => [
  marketCheck("contact_messages"),
  oneOf("contact_messages", "topic", contactTopics),
  index("contact_messages_created_idx").on(t.createdAt)
])
