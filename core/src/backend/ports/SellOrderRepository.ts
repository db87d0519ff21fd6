import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { RepositoryError } from "../errors.ts"
import type { NewSellOrder, StoredSellOrder } from "../sell/sellTypes.ts"

/** Submitted sell orders. Ids are opaque strings chosen by the repository; status starts `submitted`. */
export interface SellOrderRepositoryShape {
  readonly save: (order: NewSellOrder) => Effect.Effect<{ readonly sellOrderId: string }, RepositoryError>
  /** The stored order with every payload field as saved (numbers, nulls and optional keys alike). */
  readonly byId: (sellOrderId: string) => Effect.Effect<Option.Option<StoredSellOrder>, RepositoryError>
}

export class SellOrderRepository extends Context.Service<SellOrderRepository, SellOrderRepositoryShape>()(
  "@shop/core/SellOrderRepository"
) {}
