import { Schema } from "effect"

/**
 * Condition grades of a sold device, best first, in the backend's Romanian names. SPEC 4 names
 * FOARTE_BUN and BUN; ACCEPTABIL and DETERIORAT complete the scale (our decision).
 */
export const ConditionGrades = ["FOARTE_BUN", "BUN", "ACCEPTABIL", "DETERIORAT"] as const
export const ConditionGrade = Schema.Literals(ConditionGrades)
export type ConditionGrade = typeof ConditionGrade.Type

const rank = (grade: ConditionGrade): number => ConditionGrades.indexOf(grade)

/** The worse of two grades. */
export const worseGrade = (a: ConditionGrade, b: ConditionGrade): ConditionGrade => (rank(a) >= rank(b) ? a : b)

/** SPEC 4: the conditions considered for the iPhone special offer. */
export const specialOfferGrades: ReadonlyArray<ConditionGrade> = ["FOARTE_BUN", "BUN"]
