import { desc } from "drizzle-orm"
import { Effect, Layer } from "effect"
import {
  ContactMessageRepository,
  type NewContactMessage,
  type StoredContactMessage
} from "@shop/core/backend/contact/ContactMessageRepository"
import { Database, query, type DatabaseShape } from "../Database.ts"
import { contactMessages } from "../schema/contact.ts"
import { orRepositoryError } from "./support.ts"

type Row = typeof contactMessages.$inferSelect

const messageOf = (row: Row): StoredContactMessage => ({
  id: row.id,
  market: row.market,
  name: row.name,
  email: row.email,
  topic: row.topic,
  orderNumber: row.orderNumber,
  message: row.message,
  createdAt: row.createdAt.getTime()
})

export const makeContactMessageRepositoryPg = ({ db }: DatabaseShape) =>
  ContactMessageRepository.of({
    add: Effect.fn("ContactMessageRepository.add")(function* (message: NewContactMessage) {
      const [row] = yield* orRepositoryError(query("insert contact message", () =>
        db.insert(contactMessages).values({ ...message, createdAt: new Date(message.createdAt) }).returning()))
      if (row === undefined) return yield* Effect.die("insert contact message returned no row")
      return messageOf(row)
    }),
    recent: Effect.fn("ContactMessageRepository.recent")(function* (limit: number) {
      const rows = yield* orRepositoryError(query("recent contact messages", () =>
        db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(Math.max(0, limit))))
      return rows.map(messageOf)
    })
  })

/** ContactMessageRepository over the shop database (table `contact_messages`). */
export const ContactMessageRepositoryPg = {
  make: makeContactMessageRepositoryPg,
  layer: Layer.effect(ContactMessageRepository, Effect.map(Database, makeContactMessageRepositoryPg))
}
