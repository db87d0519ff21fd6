/**
 * Storage values ("64GB", "128 GB", "1TB") in the order a shopper reads them: by capacity, so
 * 64GB < 128GB < 256GB < 1TB. Text order would put "128GB" before "64GB" and "1TB" before
 * "256GB". Values that name no capacity go after the others, in code-point order; two spellings
 * of one capacity ("1TB", "1024GB") keep code-point order between them.
 */

const unitBytes: Readonly<Record<string, number>> = { KB: 2 ** 10, MB: 2 ** 20, GB: 2 ** 30, TB: 2 ** 40 }

const capacityPattern = /^\s*(\d+(?:[.,]\d+)?)\s*([KMGT]B)\s*$/i

/** The capacity in bytes a storage value names, or undefined when it names none. */
export const storageBytes = (value: string): number | undefined => {
  const match = capacityPattern.exec(value)
  if (match === null) return undefined
  const [, amount = "", unit = ""] = match
  const bytes = unitBytes[unit.toUpperCase()]
  return bytes === undefined ? undefined : Number(amount.replace(",", ".")) * bytes
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** Smaller capacity first; values without a capacity last; then code-point order. */
export const compareStorage = (a: string, b: string): number => {
  const x = storageBytes(a)
  const y = storageBytes(b)
  if (x !== undefined && y !== undefined && x !== y) return x - y
  if (x === undefined && y !== undefined) return 1
  if (x !== undefined && y === undefined) return -1
  return byCodePoint(a, b)
}
