import type { AfterSalesProgress } from "@shop/core/account/afterSales"

interface ProgressRow {
  readonly status: AfterSalesProgress["status"]
  readonly decisionReason: string | null
  readonly decidedAt: Date | null
  readonly receivedAt: Date | null
  readonly refundedAt: Date | null
  readonly refundAmount: number | null
  readonly refundMethod: AfterSalesProgress["refundMethod"]
}

/** The staff's handling of a return or a claim, from its row (schema/afterSales.ts). */
export const progressOfRow = (row: ProgressRow): AfterSalesProgress => ({
  status: row.status,
  decisionReason: row.decisionReason,
  decidedAt: row.decidedAt?.getTime() ?? null,
  receivedAt: row.receivedAt?.getTime() ?? null,
  refundedAt: row.refundedAt?.getTime() ?? null,
  refundAmount: row.refundAmount,
  refundMethod: row.refundMethod
})
