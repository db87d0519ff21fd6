import { desc, eq } from "drizzle-orm"
import { Effect, Layer, Option, Schema } from "effect"
import { WarrantyClaimRepository, WarrantyClaimStatuses, type NewWarrantyClaim, type StoredWarrantyClaim } from "@shop/core/backend/account/warrantyPorts"
import { Database, query, type DatabaseShape } from "../Database.ts"
import { warrantyClaims } from "../schema/warranty.ts"
import { progressOfRow } from "./afterSalesRow.ts"
import { orRepositoryError } from "./support.ts"

const StoredStatus = Schema.Literals(WarrantyClaimStatuses)
const StoredLine = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

const toStoredClaim = (row: typeof warrantyClaims.$inferSelect): StoredWarrantyClaim => ({
  id: row.id,
  orderId: row.orderId,
  userId: row.userId,
  line: Schema.decodeUnknownSync(StoredLine)(row.line),
  problem: row.problem,
  courierAddress: row.courierAddress,
  pickupDate: row.pickupDate,
  createdAt: row.createdAt.getTime(),
  ...progressOfRow({ ...row, status: Schema.decodeUnknownSync(StoredStatus)(row.status) })
})

export const makeWarrantyClaimRepositoryPg = ({ db }: DatabaseShape) =>
  WarrantyClaimRepository.of({
    saveClaim: Effect.fn("WarrantyClaimRepository.saveClaim")(function*(claim: NewWarrantyClaim) {
      // The partial unique index (order_id, line) over the requests being handled refuses a second one.
      const rows = yield* orRepositoryError(query("save warranty claim", () =>
        db.insert(warrantyClaims).values({
          orderId: claim.orderId,
          userId: claim.userId,
          line: claim.line,
          problem: claim.problem,
          courierAddress: claim.courierAddress,
          pickupDate: claim.pickupDate,
          status: "open",
          createdAt: new Date(claim.createdAt)
        }).onConflictDoNothing().returning()))
      const row = rows[0]
      return row === undefined ? Option.none<StoredWarrantyClaim>() : Option.some(toStoredClaim(row))
    }),
    claimsOf: Effect.fn("WarrantyClaimRepository.claimsOf")(function*(userId: string) {
      const rows = yield* orRepositoryError(query("warranty claims of user", () =>
        db.select().from(warrantyClaims).where(eq(warrantyClaims.userId, userId))
          .orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id))))
      return rows.map(toStoredClaim)
    })
  })

/** WarrantyClaimRepository over the shop database (table `warranty_claims`). */
export const WarrantyClaimRepositoryPg = {
  make: makeWarrantyClaimRepositoryPg,
  layer: Layer.effect(WarrantyClaimRepository, Effect.map(Database, makeWarrantyClaimRepositoryPg))
}
