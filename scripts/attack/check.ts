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
  /** The attack could not be tried (this client's allowance is already spent by an earlier run). */
  readonly untried?: true
}

export const held = (saw: string): Outcome => ({ held: true, saw })
export const broke = (saw: string): Outcome => ({ held: false, saw })
export const expectThat = (condition: boolean, saw: string): Outcome => ({ held: condition, saw })

/** Not tried: what the shop answered instead; counted apart, neither held nor broke. */
export const untried = (saw: string): Outcome => ({ held: false, saw, untried: true })

/** An earlier run from this address spent the allowance the attack needs. */
export const allowanceSpent = (what: string): Outcome =>
  untried(`${what} answered 429: this address's allowance is spent by an earlier run; try a freshly started shop`)
