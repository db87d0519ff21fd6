/**
 * The EU Omnibus rule for announced price reductions (Directive 98/6/EC art. 6a, in force in RO, BG,
 * HU and GR; ECJ C-330/23, 2024): a reduction shown to shoppers (a struck-through price, "-15 %",
 * "you save") is computed against the lowest price the product had in the 30 days before the
 * reduction, from its price history; when that lowest price is not above the new price, no reduction
 * is shown at all.
 *
 * The reference is fixed at the instant of the reduction, so it is decided when the price changes
 * and stored as the product's previous price (the staff use case writes it, the seed's history
 * agrees with it). Every reader (listing badges and sort, product page, cart) then shows that stored
 * price through discount.ts: there is no second, read-time window to drift from this one.
 */

/** One price a product had: applied from `from` (epoch ms) until `until` (exclusive), or still now (null). */
export interface PriceSpan {
  readonly price: number
  readonly from: number
  readonly until: number | null
}

/** The window before a reduction whose lowest price is the reference: 30 days of 24 hours. */
export const omnibusWindowDays = 30
export const omnibusWindowMs = omnibusWindowDays * 24 * 60 * 60 * 1000

/**
 * Whether a span's price was applied at some instant of [start, end). A span of no length (two
 * changes at one instant) was never applied, so it never counts.
 */
const appliedWithin = (span: PriceSpan, start: number, end: number): boolean => {
  const until = span.until ?? Number.POSITIVE_INFINITY
  return until > span.from && span.from < end && until > start
}

/**
 * The lowest price applied at any instant of the 30 days before `at`; null when the history records
 * no price in that window (a product first priced at `at`).
 */
export const lowestPriceBefore = (history: ReadonlyArray<PriceSpan>, at: number): number | null => {
  let lowest: number | null = null
  for (const span of history) {
    if (appliedWithin(span, at - omnibusWindowMs, at) && (lowest === null || span.price < lowest)) lowest = span.price
  }
  return lowest
}

/**
 * The price a reduction to `price` at `at` may be announced against: the lowest price of the 30 days
 * before `at`, when it is above `price`; otherwise null, and no reduction may be shown.
 */
export const reductionReference = (history: ReadonlyArray<PriceSpan>, at: number, price: number): number | null => {
  const lowest = lowestPriceBefore(history, at)
  return lowest !== null && lowest > price ? lowest : null
}

/** The span applied now: the open one (the last recorded). */
export const currentSpan = (history: ReadonlyArray<PriceSpan>): PriceSpan | undefined =>
  history.find((span) => span.until === null)

export interface PriceChange {
  /** The instant the new price applies from (never before the current price began). */
  readonly at: number
  /** The history with the current span closed at `at` and the new price open from `at`. */
  readonly history: ReadonlyArray<PriceSpan>
  /** What the new price may be announced against (reductionReference), null for no reduction. */
  readonly previousPrice: number | null
}

/**
 * A new price from `at`: the open span closes, the new one opens, and the previous price to show is
 * the Omnibus reference of that instant. An `at` earlier than the current span's start (clocks of two
 * servers apart) is taken as that start, so the history never runs backwards.
 */
export const changePrice = (history: ReadonlyArray<PriceSpan>, price: number, at: number): PriceChange => {
  const open = currentSpan(history)
  const instant = open === undefined ? at : Math.max(at, open.from)
  const closed = history.map((span) => (span.until === null ? { ...span, until: instant } : span))
  return {
    at: instant,
    history: [...closed, { price, from: instant, until: null }],
    previousPrice: reductionReference(history, instant, price)
  }
}

/**
 * The reference the current price may be announced against: the rule taken at the instant the
 * current price began (what changePrice gave then). Null without a recorded current price.
 */
export const currentReference = (history: ReadonlyArray<PriceSpan>): number | null => {
  const open = currentSpan(history)
  return open === undefined ? null : reductionReference(history, open.from, open.price)
}

/**
 * A history that agrees with a catalogue row's figures, for data written without one (the seed, a
 * dataset, rows older than the history): with a previous price above the price, that previous price
 * was applied for the whole window before the reduction `reducedAgoMs` before `now`, and the price
 * since; otherwise the price has applied since a window before `now`. `currentReference` of it is
 * exactly the row's shown previous price (discount.ts previousPriceOf).
 */
export const historyBehind = (
  price: number,
  previousPrice: number | null,
  now: number,
  reducedAgoMs: number
): ReadonlyArray<PriceSpan> => {
  if (previousPrice === null || previousPrice <= price) return [{ price, from: now - omnibusWindowMs, until: null }]
  const reducedAt = now - Math.max(0, reducedAgoMs)
  return [
    { price: previousPrice, from: reducedAt - 2 * omnibusWindowMs, until: reducedAt },
    { price, from: reducedAt, until: null }
  ]
}
