import { Schema } from "effect"

/** Every sell-funnel step id, exactly as SPEC 2.5 names them (also the UI's `data-step`). */
export const FunnelStepIds = [
  "intro",
  "brand",
  "model",
  "config",
  "liquid-contact",
  "burn-in",
  "grading-display",
  "grading-case",
  "battery",
  "console-defects",
  "console-controllers",
  "laptop-keyboard",
  "display-defects",
  "phone-defects",
  "tablet-defects",
  "smartwatch-defects",
  "laptop-defects",
  "email",
  "offer",
  "auth",
  "payment",
  "delivery",
  "congrats",
  "not-accepted"
] as const
export const FunnelStepId = Schema.Literals(FunnelStepIds)
export type FunnelStepId = typeof FunnelStepId.Type

/**
 * Steps whose answers are choice ids kept in the query string, in the order their parameters are
 * written (so that "back" can trim the last parameters).
 */
export const AnswerStepIds = [
  "liquid-contact",
  "burn-in",
  "grading-display",
  "grading-case",
  "battery",
  "console-controllers",
  "laptop-keyboard",
  "display-defects",
  "phone-defects",
  "tablet-defects",
  "smartwatch-defects",
  "laptop-defects",
  "console-defects"
] as const satisfies ReadonlyArray<FunnelStepId>
export type AnswerStepId = (typeof AnswerStepIds)[number]

/** SPEC 4: defect steps stay open for several choices until the user continues. */
export const MultiChoiceStepIds = [
  "laptop-keyboard",
  "display-defects",
  "phone-defects",
  "tablet-defects",
  "smartwatch-defects",
  "laptop-defects",
  "console-defects"
] as const satisfies ReadonlyArray<AnswerStepId>
export type MultiChoiceStepId = (typeof MultiChoiceStepIds)[number]

export const TerminalStepIds = ["congrats", "not-accepted"] as const satisfies ReadonlyArray<FunnelStepId>
export type TerminalStepId = (typeof TerminalStepIds)[number]

/** Steps that advance on an explicit "continue" (SPEC 4: offer and auth), not on an answer. */
export const ContinueStepIds = ["email", "offer", "auth", "payment", "delivery"] as const satisfies ReadonlyArray<
  FunnelStepId
>
export type ContinueStepId = (typeof ContinueStepIds)[number]

/**
 * Canonical step numbers (SPEC 2.5: 0 = intro ... 15 = delivery). Steps that never share a path share
 * a slot: slot 9 is the optional pre-defect step (display-defects, console-controllers,
 * laptop-keyboard), slot 10 the category's defect step. Terminal steps have no number.
 */
export const stepNumbers: { readonly [S in FunnelStepId]: number | null } = {
  intro: 0,
  brand: 1,
  model: 2,
  config: 3,
  "liquid-contact": 4,
  "burn-in": 5,
  "grading-display": 6,
  "grading-case": 7,
  battery: 8,
  "display-defects": 9,
  "console-controllers": 9,
  "laptop-keyboard": 9,
  "phone-defects": 10,
  "tablet-defects": 10,
  "smartwatch-defects": 10,
  "laptop-defects": 10,
  "console-defects": 10,
  email: 11,
  offer: 12,
  auth: 13,
  payment: 14,
  delivery: 15,
  congrats: null,
  "not-accepted": null
}

/** The slot of the category defect step: the progress indicator counts steps up to it. */
export const defectStepNumber = 10

const has = <A extends string>(list: ReadonlyArray<A>, value: string): value is A =>
  (list as ReadonlyArray<string>).includes(value)

export const isTerminalStep = (step: FunnelStepId): step is TerminalStepId => has(TerminalStepIds, step)
export const isAnswerStep = (step: FunnelStepId): step is AnswerStepId => has(AnswerStepIds, step)
export const isMultiChoiceStep = (step: FunnelStepId): step is MultiChoiceStepId => has(MultiChoiceStepIds, step)
export const isContinueStep = (step: FunnelStepId): step is ContinueStepId => has(ContinueStepIds, step)
