import { eq } from "drizzle-orm"
import { Clock, Effect, Layer, Option } from "effect"
import { AccountProfileRepository, type CorporateDetails, type PayoutDetails } from "@shop/core/backend/account/profilePorts"
import { Database, query, type DatabaseShape } from "../Database.ts"
import { userCorporateDetails } from "../schema/corporate.ts"
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
    }),
    corporateOf: Effect.fn("AccountProfileRepository.corporateOf")(function*(userId: string) {
      const rows = yield* orRepositoryError(query("corporate details of user", () =>
        db.select({
          name: userCorporateDetails.name,
          fiscalCode: userCorporateDetails.fiscalCode,
          registrationNumber: userCorporateDetails.registrationNumber,
          email: userCorporateDetails.email,
          phoneNumber: userCorporateDetails.phoneNumber,
          iban: userCorporateDetails.iban,
          county: userCorporateDetails.county,
          city: userCorporateDetails.city
        }).from(userCorporateDetails).where(eq(userCorporateDetails.userId, userId))))
      return Option.fromUndefinedOr(rows[0])
    }),
    setCorporate: Effect.fn("AccountProfileRepository.setCorporate")(function*(userId: string, details: CorporateDetails | null) {
      const known = yield* orRepositoryError(query("user of corporate details", () =>
        db.select({ id: users.id }).from(users).where(eq(users.id, userId))))
      if (known.length === 0) return false
      if (details === null) {
        yield* orRepositoryError(query("remove corporate details", () =>
          db.delete(userCorporateDetails).where(eq(userCorporateDetails.userId, userId))))
        return true
      }
      const values = { ...details, updatedAt: new Date(yield* Clock.currentTimeMillis) }
      // A user deleted meanwhile fails the foreign key: a RepositoryError, nothing written.
      yield* orRepositoryError(query("save corporate details", () =>
        db.insert(userCorporateDetails).values({ userId, ...values })
          .onConflictDoUpdate({ target: userCorporateDetails.userId, set: values })))
      return true
    })
  })

/**
 * AccountProfileRepository over the users table (name, payment_account_number, payment_name) and
 * user_corporate_details (one row per user).
 */
export const AccountProfileRepositoryPg = {
  make: makeAccountProfileRepositoryPg,
  layer: Layer.effect(AccountProfileRepository, Effect.map(Database, makeAccountProfileRepositoryPg))
}
