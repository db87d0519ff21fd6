import { defaultSeedNumber, generateSeed, type SeedData } from "../../src/seed/index.ts"

/** One generated seed per test file (a file is its own module graph in Vitest). */
export const seed: SeedData = generateSeed(defaultSeedNumber)

export const countBy = <A>(items: ReadonlyArray<A>, key: (a: A) => string): ReadonlyMap<string, number> => {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return counts
}

/** The values that occur more than once. */
export const duplicates = <A>(values: ReadonlyArray<A>): ReadonlyArray<A> => {
  const seen = new Set<A>()
  const twice = new Set<A>()
  for (const v of values) (seen.has(v) ? twice : seen).add(v)
  return [...twice]
}
