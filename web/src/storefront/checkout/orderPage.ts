import "server-only"
import type { ParcelLocker } from "@shop/core/backend/locations/locationTypes"
import { orderWithPayments } from "@shop/core/backend/orders/orderQueries"
import type { Order, OrderDelivery } from "@shop/core/backend/orders/orderTypes"
import { LocationsRepository } from "@shop/core/backend/ports/LocationsRepository"
import { isPublicId } from "@shop/core/backend/ports/PublicId"
import type { PaymentEvent } from "@shop/core/backend/payments/paymentState"
import type { MarketCode } from "@shop/core/markets/market"
import { Effect, Option } from "effect"
import { loadForPage } from "../../server/page.ts"
import { firstParam } from "../resolveRequest.ts"
import type { SearchParams } from "../views.ts"

export interface OrderPageData {
  readonly order: Order
  readonly payments: ReadonlyArray<PaymentEvent>
  /** The order's parcel locker, for its name and address (none for courier orders). */
  readonly locker: ParcelLocker | null
}

const lockerOf = (market: MarketCode, delivery: OrderDelivery) =>
  delivery.method === "courier"
    ? Effect.succeed(null)
    : Effect.gen(function*() {
      const locations = yield* LocationsRepository
      return Option.getOrNull(yield* locations.lockerById(market, delivery.lockerId))
    })

/**
 * The order a payment or thank-you page names with `?order=<id>`, or null when the query names none
 * this storefront has: missing, malformed, unknown, or an order of another market. The page then
 * shows a friendly note with links instead (never a 404 or a 500 for a bad link).
 */
export const loadOrderForPage = async (market: MarketCode, searchParams: SearchParams): Promise<OrderPageData | null> => {
  const id = firstParam(searchParams["order"])?.trim().toLowerCase()
  if (id === undefined || !isPublicId(id)) return null
  return loadForPage(
    orderWithPayments(id).pipe(
      Effect.flatMap(({ order, payments }) =>
        order.market !== market
          ? Effect.succeed(null)
          : Effect.map(lockerOf(market, order.delivery), (locker) => ({ order, payments, locker }))
      ),
      Effect.catchTag("NotFound", () => Effect.succeed(null))
    )
  )
}
