import { sql } from "drizzle-orm"
import { check, numeric, text } from "drizzle-orm/pg-core"
import { AfterSalesStatuses, RefundMethods, type AfterSalesStatus, type RefundMethod } from "@shop/core/account/afterSales"
import { instant, oneOf } from "./columns.ts"

/**
 * How the staff handled a return request or a warranty claim (issue 18, core account/afterSales.ts):
 * the same columns on both tables.
 */
export const afterSalesColumns = () => ({
  status: text("status").$type<AfterSalesStatus>().notNull().default("open"),
  decisionReason: text("decision_reason"),
  decidedAt: instant("decided_at"),
  receivedAt: instant("received_at"),
  refundedAt: instant("refunded_at"),
  refundAmount: numeric("refund_amount", { mode: "number" }),
  refundMethod: text("refund_method").$type<RefundMethod>()
})

/** The CHECKs of those columns: known values, and a refund recorded whole or not at all. */
export const afterSalesChecks = (table: string) => [
  oneOf(table, "status", AfterSalesStatuses),
  check(`${table}_refund_method_check`, sql`refund_method is null or refund_method in (${sql.raw(RefundMethods.map((m) => `'${m}'`).join(", "))})`),
  check(`${table}_refund_check`, sql`(status = 'refunded') = (refunded_at is not null and refund_amount is not null and refund_method is not null)`)
]
