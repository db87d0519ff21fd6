import { Effect, Option } from "effect"
import { notFound, type NotFound, type RepositoryError } from "../errors.ts"
import { SellOrderRepository } from "../ports/SellOrderRepository.ts"
import type { StoredSellOrder } from "./sellTypes.ts"

/** A submitted sell order (the account's sale details); ids must be unguessable, as for orders. */
export const sellOrderById = (
  sellOrderId: string
): Effect.Effect<StoredSellOrder, NotFound | RepositoryError, SellOrderRepository> =>
  Effect.gen(function*() {
    const repo = yield* SellOrderRepository
    const found = yield* repo.byId(sellOrderId)
    if (Option.isNone(found)) return yield* Effect.fail(notFound("sell order", sellOrderId))
    return found.value
  })
