import { Effect, Option } from "effect"
import { mayRead, type Reader, recordToken } from "../access/recordAccess.ts"
import { notFound, type NotFound, type RepositoryError } from "../../errors.ts"
import { isPublicId } from "../ports/PublicId.ts"
import type { SecretTokens } from "../ports/SecretTokens.ts"
import { SellOrderRepository } from "../ports/SellOrderRepository.ts"
import { type PublicSellOrder, publicPayload } from "../../sell/sellTypes.ts"

/**
 * A submitted sell order (GET /api/sell/orders/{id}/, the funnel's congrats page) for a reader core's
 * access rule lets read it (access/recordAccess.ts): a sale submitted while signed in by that
 * account's session (its `serviceDbUserId`), a guest's sale by the holder of its token. Anyone else,
 * an unknown id and a malformed one get the same NotFound. The answer never names the account.
 */
export const sellOrderById = Effect.fn("Sell.sellOrderById")(function*(
  sellOrderId: string,
  reader: Reader
): Effect.fn.Return<PublicSellOrder & { readonly sellOrderToken: string }, NotFound | RepositoryError, SellOrderRepository | SecretTokens> {
  if (!isPublicId(sellOrderId)) return yield* Effect.fail(notFound("sell order", sellOrderId))
  const found = yield* (yield* SellOrderRepository).byId(sellOrderId)
  if (Option.isNone(found)) return yield* Effect.fail(notFound("sell order", sellOrderId))
  const sale = found.value
  if (!(yield* mayRead("sell-order", { id: sale.sellOrderId, owner: sale.payload.serviceDbUserId }, reader))) {
    return yield* Effect.fail(notFound("sell order", sellOrderId))
  }
  return { ...sale, payload: publicPayload(sale.payload), sellOrderToken: yield* recordToken("sell-order", sale.sellOrderId) }
})
