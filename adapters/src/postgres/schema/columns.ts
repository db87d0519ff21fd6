import { sql } from "drizzle-orm"
import { check, numeric, text, timestamp } from "drizzle-orm/pg-core"
import type { Category } from "@shop/core/catalog/category"
import type { MarketCode } from "@shop/core/markets/market"

/**
 * Money is an unconstrained `numeric` read back as a JS number. Prices are major units (RON, BGN,
 * HUF, EUR). Unconstrained on purpose: a JS number written as its shortest decimal comes back as the
 * very same number, so a stored order or sell order reads back exactly as it was priced, and sums
 * in SQL stay exact.
 */
export const money = (name: string) => numeric(name, { mode: "number" })

/** An instant, read as a JS Date (epoch ms survive the round trip: PostgreSQL keeps microseconds). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" })

/** The storefront a row belongs to; checked so a typo cannot create a fifth market. */
export const market = () => text("market").$type<MarketCode>().notNull()

export const category = (name = "category") => text(name).$type<Category>().notNull()

/** CHECK constraints for the typed text columns (named after the table so names stay unique). */
export const marketCheck = (table: string, column = "market") =>
  check(`${table}_${column}_check`, sql`${sql.identifier(column)} in ('RO', 'BG', 'HU', 'GR')`)

export const categoryCheck = (table: string, column = "category") =>
  check(
    `${table}_${column}_check`,
    sql`${sql.identifier(column)} in ('smartphone', 'tablet', 'laptop', 'smartwatch', 'console')`
  )

/** A CHECK that a column is one of `values` (short literal lists: methods, states). */
export const oneOf = (table: string, column: string, values: ReadonlyArray<string>) =>
  check(`${table}_${column}_check`, sql`${sql.identifier(column)} in (${sql.raw(values.map((v) => `'${v}'`).join(", "))})`)

/** A CHECK that a numeric column is not negative (stock, prices). */
export const nonNegative = (table: string, column: string) =>
  check(`${table}_${column}_non_negative`, sql`${sql.identifier(column)} >= 0`)
