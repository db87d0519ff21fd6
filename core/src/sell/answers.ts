import { choiceById, isExclusiveChoice } from "./choices.ts"
import { isMultiChoiceStep, type AnswerStepId } from "./steps.ts"

/**
 * SPEC 4 exclusive choices: picking an exclusive id replaces every other choice, picking any other id
 * clears the exclusive ones; picking a selected id again unselects it.
 */
export const toggleChoice = (selected: ReadonlyArray<number>, id: number): ReadonlyArray<number> => {
  if (selected.includes(id)) return selected.filter((x) => x !== id)
  if (isExclusiveChoice(id)) return [id]
  return [...selected.filter((x) => !isExclusiveChoice(x)), id]
}

/**
 * Why a committed answer is not valid for its step, or undefined when it is. One rule for the query
 * decoder and the transitions: at least one choice, all of that step, no repeats, a single choice on
 * single-choice steps, and an exclusive choice only on its own.
 */
export const answerIssue = (step: AnswerStepId, ids: ReadonlyArray<number>): string | undefined => {
  if (ids.length === 0) return `step ${step} needs at least one choice`
  if (new Set(ids).size !== ids.length) return `step ${step} repeats a choice`
  const foreign = ids.find((id) => choiceById(id)?.step !== step)
  if (foreign !== undefined) return `choice ${foreign} does not belong to step ${step}`
  if (!isMultiChoiceStep(step) && ids.length > 1) return `step ${step} takes a single choice`
  if (ids.length > 1 && ids.some(isExclusiveChoice)) return `an exclusive choice of step ${step} cannot be combined`
  return undefined
}
