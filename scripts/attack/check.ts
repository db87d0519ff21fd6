import type { Target } from "./http.ts"

/** One attack of issue 14: what is tried, and whether the shop held (with what it answered). */
export interface Check {
  readonly area: string
  readonly tried: string
  readonly run: (target: Target) => Promise<Outcome>
}

export interface Outcome {
  readonly held: boolean
  readonly saw: string
}

export const held = (saw: string): Outcome => ({ held: true, saw })
export const broke = (saw: string): Outcome => ({ held: false, saw })
export const expectThat = (condition: boolean, saw: string): Outcome => ({ held: condition, saw })
