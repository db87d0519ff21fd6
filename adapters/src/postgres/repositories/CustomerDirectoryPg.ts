import { desc, eq, sql, type SQL } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { CustomerDirectory, type CustomerRecord } from "@shop/core/backend/staff/customerDirectory"
import type { CustomerQuery } from "@shop/core/staff/customerSearch"
import type { StaffSlice } from "@shop/core/staff/staffPaging"
import { Database, query, type DatabaseShape } from "../Database.ts"
import { orderOwners } from "../schema/account.ts"
import { orders } from "../schema/orders.ts"
import { users } from "../schema/users.ts"
import { byCodePoint, orRepositoryError } from "./support.ts"

const columns = { id: users.id, email: users.email, name: users.name, createdAt: users.createdAt, deactivatedAt: users.deactivatedAt }

const recordOf = (row: { id: string; email: string; name: string | null; createdAt: Date; deactivatedAt: Date | null }): CustomerRecord => ({
  id: row.id,
  email: row.email,
  name: row.name,
  createdAt: row.createdAt.getTime(),
  deactivatedAt: row.deactivatedAt === null ? null : row.deactivatedAt.getTime()
})

/**
 * core customerSearch's rule in SQL: strpos, not LIKE, so a % or _ the staff typed is a character
 * like any other; "" is in every text, so an empty query lists everyone. Phones compare by digits.
 */
const matching = (search: CustomerQuery): SQL => {
  const text = sql`strpos(lower(${users.email}), ${search.text}) > 0 or strpos(lower(coalesce(${users.name}, '')), ${search.text}) > 0`
  if (search.phoneDigits === null) return sql`(${text})`
  const phone = sql`exists (select 1 from ${orderOwners} join ${orders} on ${orders.id} = ${orderOwners.orderId}
    where ${orderOwners.userId} = ${users.id} and strpos(regexp_replace(${orders.contactPhone}, '[^0-9]', '', 'g'), ${search.phoneDigits}) > 0)`
  return sql`(${text} or ${phone})`
}

export const makeCustomerDirectoryPg = ({ db }: DatabaseShape) =>
  CustomerDirectory.of({
    search: Effect.fn("CustomerDirectory.search")(function*(search: CustomerQuery, slice: StaffSlice) {
      const where = matching(search)
      const rows = yield* orRepositoryError(query("search customers", () =>
        db.select(columns).from(users).where(where)
          .orderBy(desc(users.createdAt), desc(byCodePoint(users.id)))
          .offset(Math.max(0, slice.offset)).limit(Math.max(0, slice.limit))))
      const [counted] = yield* orRepositoryError(query("count customers", () =>
        db.select({ n: sql<number>`count(*)::int` }).from(users).where(where)))
      return { customers: rows.map(recordOf), total: Number(counted?.n ?? 0) }
    }),
    byId: Effect.fn("CustomerDirectory.byId")(function*(id: string) {
      const rows = yield* orRepositoryError(query("customer by id", () =>
        db.select(columns).from(users).where(eq(users.id, id)).limit(1)))
      const row = rows[0]
      return row === undefined ? Option.none<CustomerRecord>() : Option.some(recordOf(row))
    })
  })

/** CustomerDirectory over the shop database (users, and the phones of the orders they own). */
export const CustomerDirectoryPg = {
  make: makeCustomerDirectoryPg,
  layer: Layer.effect(CustomerDirectory, Effect.map(Database, makeCustomerDirectoryPg))
}
