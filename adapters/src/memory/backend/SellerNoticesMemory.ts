import { Effect, Layer } from "effect"
import { SellerNotices } from "@shop/core/backend/sell/sellerNotices"
import type { SellOrderProgress } from "@shop/core/sell/sellOrderStatus"
import type { SellOrderStatus, StoredSellOrder } from "@shop/core/sell/sellTypes"

/** One notice as a recording SellerNotices kept it: the sale, the seller's email, the status it reached. */
export interface RecordedSellerNotice {
  readonly sellOrderId: string
  readonly email: string
  readonly status: SellOrderStatus
  readonly progress: SellOrderProgress
}

/**
 * SellerNotices without mail:
 * - `layerNone` tells nobody (the server's until the mail adapter is there);
 * - `recording()` keeps every notice in `notices`, oldest first, for the tests to read.
 */
export const SellerNoticesMemory = {
  layerNone: Layer.succeed(SellerNotices, SellerNotices.of({ changed: () => Effect.void })),
  recording: () => {
    const notices: Array<RecordedSellerNotice> = []
    const layer = Layer.succeed(SellerNotices, SellerNotices.of({
      changed: (order: StoredSellOrder, progress: SellOrderProgress) =>
        Effect.sync(() => {
          notices.push({ sellOrderId: order.sellOrderId, email: order.payload.userEmail, status: progress.status, progress })
        })
    }))
    return { layer, notices }
  }
}
