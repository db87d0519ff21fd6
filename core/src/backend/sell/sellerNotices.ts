import { Context, type Effect } from "effect"
import type { SellOrderProgress } from "../../sell/sellOrderStatus.ts"
import type { StoredSellOrder } from "../../sell/sellTypes.ts"

/**
 * Tells a seller their sale moved (issue 19): a mail through the mail port in the market's language,
 * to the sale's email. Called by every use case that moves a sell order, after the move is stored;
 * a notice that cannot be sent is logged by the adapter and never undoes the move.
 */
export class SellerNotices extends Context.Service<SellerNotices, {
  readonly changed: (order: StoredSellOrder, progress: SellOrderProgress) => Effect.Effect<void>
}>()("@shop/core/SellerNotices") {}
