/**
 * The cosmetic grades (the product URL's `shape`), best first. The catalogue may hold others;
 * they rank after these, by name. Display order only: no rule depends on a grade.
 */
export const shapeOrder = ["excellent", "very-good", "good", "fair"] as const

const rankOf = (shape: string): number => {
  const rank = (shapeOrder as ReadonlyArray<string>).indexOf(shape)
  return rank === -1 ? shapeOrder.length : rank
}

/** Best first, unknown grades last in code-point order. */
export const compareShapes = (a: string, b: string): number =>
  rankOf(a) - rankOf(b) || (a < b ? -1 : a > b ? 1 : 0)
