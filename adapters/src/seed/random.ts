import { uniformInt } from "pure-rand/distribution/uniformInt"
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus"

/**
 * A seeded random source. Each part of the seed draws from its own stream (seed number +
 * stream name), so adding a draw to one part never shifts the values of another.
 */
export interface SeedRandom {
  /** An integer in [from, to], both included. */
  readonly int: (from: number, to: number) => number
  /** A number in [from, to). */
  readonly float: (from: number, to: number) => number
  readonly chance: (probability: number) => boolean
  readonly pick: <A>(items: ReadonlyArray<A>) => A
  /** `count` distinct items (all when fewer), kept in their original order. */
  readonly sample: <A>(items: ReadonlyArray<A>, count: number) => ReadonlyArray<A>
}

/** FNV-1a of the stream name, mixed with the seed number, as a 32-bit seed. */
const streamSeed = (seedNumber: number, stream: string): number => {
  let hash = 0x811c9dc5 ^ (seedNumber | 0) ^ Math.floor(seedNumber / 0x100000000)
  for (let i = 0; i < stream.length; i++) {
    hash ^= stream.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash | 0
}

const floatSteps = 0x40000000

export const seedRandom = (seedNumber: number, stream: string): SeedRandom => {
  const rng = xoroshiro128plus(streamSeed(seedNumber, stream))
  const int = (from: number, to: number): number => uniformInt(rng, from, to)
  const float = (from: number, to: number): number => from + ((to - from) * int(0, floatSteps - 1)) / floatSteps
  const pick = <A>(items: ReadonlyArray<A>): A => {
    const item = items[int(0, items.length - 1)]
    if (item === undefined) throw new Error("seedRandom.pick: empty list")
    return item
  }
  const sample = <A>(items: ReadonlyArray<A>, count: number): ReadonlyArray<A> => {
    if (count >= items.length) return items
    const chosen = new Set<number>()
    while (chosen.size < count) chosen.add(int(0, items.length - 1))
    return items.filter((_, i) => chosen.has(i))
  }
  return { int, float, chance: (p) => float(0, 1) < p, pick, sample }
}
