import "server-only"
import type { ParcelLocker } from "@shop/core/locations/locationTypes"
import { orderWithPayments } from "@shop/core/backend/orders/orderQueries"
import { orderTradeInOf } from "@shop/core/backend/orders/tradeInQueries"
import type { OrderTradeIn } from "@shop/core/orders/orderTradeIn"
import type { Order, OrderDelivery } from "@shop/core/orders/orderTypes"
import { LocationsRepository } from "@shop/core/backend/ports/LocationsRepository"
import { isPublicId } from "@shop/core/backend/ports/PublicId"
import type { PaymentEvent } from "@shop/core/payments/paymentState"
import type { MarketCode } from "@shop/core/markets/market"
import { Effect, Option } from "effect"
import { loadForPage } from "../../server/page.ts"
import { readerOfPage } from "../../server/recordReader.ts"
import { firstParam } from "../resolveRequest.ts"
import type { SearchParams } from "../views.ts"

export interface OrderPageData {
  readonly order: Order
  readonly payments: ReadonlyArray<PaymentEvent>
  /** The order's token: its page links and its payment calls carry it. */
  readonly orderToken: string
  /** The order's parcel locker, for its name and address (none for courier orders). */
  readonly locker: ParcelLocker | null
  /** The sell order the purchase brought along as its trade-in (issue 19), if any. */
  readonly tradeIn: OrderTradeIn | null
}

const lockerOf = (market: MarketCode, delivery: OrderDelivery) =>
  delivery.method === "courier"
    ? Effect.succeed(null)
    : Effect.gen(function*() {
      const locations = yield* LocationsRepository
      return Option.getOrNull(yield* locations.lockerById(market, delivery.lockerId))
    })

/**
 * The order a payment or thank-you page names with `?order=<id>&token=<order token>`, for the
 * visitor core's access rule lets read it (the owner's session, or a guest order's token), or null
 * when the query names none this visitor may see here: missing, malformed, unknown, not theirs, or
 * an order of another market. The page then shows a friendly note with links instead (never a 404
 * or a 500 for a bad link), the same note whichever it was.
 */
export const loadOrderForPage = async (market: MarketCode, searchParams: SearchParams): Promise<OrderPageData | null> => {
  const id = firstParam(searchParams["order"])?.trim().toLowerCase()
  if (id === undefined || !isPublicId(id)) return null
  const reader = await readerOfPage(firstParam(searchParams["token"]))
  return loadForPage(
    reader.pipe(
      Effect.flatMap((who) => orderWithPayments(id, who)),
      Effect.flatMap(({ order, payments, orderToken }) =>
        order.market !== market
          ? Effect.succeed(null)
          : Effect.map(
            Effect.all([lockerOf(market, order.delivery), orderTradeInOf(order.id)]),
            ([locker, tradeIn]) => ({ order, payments, orderToken, locker, tradeIn: Option.getOrNull(tradeIn) })
          )
      ),
      Effect.catchTag("NotFound", () => Effect.succeed(null))
    )
  )
}
