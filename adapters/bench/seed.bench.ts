import { bench, describe } from "vitest"
import { generateSeed } from "../src/seed/index.ts"

// The seed is built at every start of the embedded shop and of every test database: a figure to
// watch, printed by the benchmarks, never a pass/fail test.
describe("generateSeed", () => {
  let n = 700
  bench("the whole four-market catalogue (~8,000 products)", () => {
    generateSeed(n++)
  }, { iterations: 5, warmupIterations: 1 })
})
