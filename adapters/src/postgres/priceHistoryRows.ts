import { Effect } from "effect"
import { priceHistoryOf } from "../seed/priceHistory.ts"
import { type Db, type DatabaseError } from "./Database.ts"
import { insertAll } from "./loadRows.ts"
import * as schema from "./schema/index.ts"

type ProductFigures = Pick<typeof schema.products.$inferInsert, "id" | "price" | "previousPrice">

/** The product_prices rows of catalogue rows written without a history, as of `now` (seed/priceHistory.ts). */
export const priceHistoryRows = (
  products: ReadonlyArray<ProductFigures>,
  now: number
): ReadonlyArray<typeof schema.productPrices.$inferInsert> =>
  products.flatMap((product) =>
    priceHistoryOf({ id: product.id, price: product.price, previousPrice: product.previousPrice ?? null }, now).map((span) => ({
      productId: product.id,
      price: span.price,
      startedAt: new Date(span.from),
      endedAt: span.until === null ? null : new Date(span.until)
    })))

/** Writes the history of freshly loaded products (inside the loading transaction). */
export const loadPriceHistory = (db: Db, products: ReadonlyArray<ProductFigures>, now: number): Effect.Effect<void, DatabaseError> =>
  insertAll(db, schema.productPrices, priceHistoryRows(products, now))
