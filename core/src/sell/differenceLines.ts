import { choiceById } from "./choices.ts"
import type { ConfigAttribute } from "./config.ts"
import { ConfigAttributes } from "./config.ts"
import type { AnswerDifference, DifferenceSubject } from "./inspection.ts"

/**
 * One answer as the seller reads it: a sell-catalogue key (an evaluation choice, core's dotted
 * `sell.choice.<step>.<slug>`), or a config value's label, which the market's sell catalogue gives
 * in its language (a colour, a storage size, a network).
 */
export type AnswerLabel =
  | { readonly _tag: "Key"; readonly key: string }
  | { readonly _tag: "Text"; readonly text: string }

/**
 * A difference between the declaration and the inspection as the seller reads it: the funnel's own
 * question (`sell.config.<attribute>` or `sell.steps.<step>.title`) and both answers in the funnel's
 * own words. An empty side means nothing was chosen there (a defects step answered "none" is its
 * exclusive choice, so empty is rare: a config value the declaration did not carry).
 */
export interface DifferenceLine {
  readonly subject: DifferenceSubject
  readonly questionKey: string
  readonly declared: ReadonlyArray<AnswerLabel>
  readonly found: ReadonlyArray<AnswerLabel>
}

const isConfigSubject = (subject: DifferenceSubject): subject is ConfigAttribute =>
  (ConfigAttributes as ReadonlyArray<string>).includes(subject)

/**
 * The differences of a finding, answer by answer, for the seller's counter-offer (sale details) and
 * the mail. `configLabel` names a config value of the device's model in the market (null when the
 * market's catalogue no longer has it: the id is shown rather than nothing). A choice id that names
 * no choice of the catalogue is left out: the inspection only records catalogue ids.
 */
export const differenceLines = (
  differences: ReadonlyArray<AnswerDifference>,
  configLabel: (attribute: ConfigAttribute, id: number) => string | null
): ReadonlyArray<DifferenceLine> =>
  differences.map((difference) => {
    const subject = difference.subject
    if (isConfigSubject(subject)) {
      const label = (id: number): AnswerLabel => ({ _tag: "Text", text: configLabel(subject, id) ?? `#${id}` })
      return { subject, questionKey: `sell.config.${subject}`, declared: difference.declared.map(label), found: difference.found.map(label) }
    }
    const labels = (ids: ReadonlyArray<number>): ReadonlyArray<AnswerLabel> =>
      ids.flatMap((id) => {
        const choice = choiceById(id)
        return choice === undefined ? [] : [{ _tag: "Key", key: choice.key } as const]
      })
    return { subject, questionKey: `sell.steps.${subject}.title`, declared: labels(difference.declared), found: labels(difference.found) }
  })
