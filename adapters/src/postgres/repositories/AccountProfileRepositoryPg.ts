import { eq } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { AccountProfileRepository, type PayoutDetails } from "@shop/core/backend/account/profilePorts"
import { Database, query, type DatabaseShape } from "../Database.ts"
import { users } from "../schema/users.ts"
import { orRepositoryError } from "./support.ts"

export const makeAccountProfileRepositoryPg = ({ db }: DatabaseShape) =>
  AccountProfileRepository.of({
    payoutOf: Effect.fn("AccountProfileRepository.payoutOf")(function*(userId: string) {
      const rows = yield* orRepositoryError(query("payout of user", () =>
        db.select({ accountNumber: users.paymentAccountNumber, name: users.paymentName }).from(users).where(eq(users.id, userId))))
      const row = rows[0]
      return row === undefined || row.accountNumber === null || row.name === null
        ? Option.none<PayoutDetails>()
        : Option.some({ accountNumber: row.accountNumber, name: row.name })
    }),
    setName: Effect.fn("AccountProfileRepository.setName")(function*(userId: string, name: string) {
      const rows = yield* orRepositoryError(query("set user name", () =>
        db.update(users).set({ name }).where(eq(users.id, userId)).returning({ id: users.id })))
      return rows.length > 0
    }),
    setPayout: Effect.fn("AccountProfileRepository.setPayout")(function*(userId: string, payout: PayoutDetails | null) {
      const rows = yield* orRepositoryError(query("set user payout", () =>
        db.update(users)
          .set({ paymentAccountNumber: payout?.accountNumber ?? null, paymentName: payout?.name ?? null })
          .where(eq(users.id, userId)).returning({ id: users.id })))
      return rows.length > 0
    })
  })

/** AccountProfileRepository over the users table (name, payment_account_number, payment_name). */
export const AccountProfileRepositoryPg = {
  make: makeAccountProfileRepositoryPg,
  layer: Layer.effect(AccountProfileRepository, Effect.map(Database, makeAccountProfileRepositoryPg))
}
