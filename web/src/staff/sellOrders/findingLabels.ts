import { choiceById } from "@shop/core/sell/choices"
import { ConfigAttributes, type ConfigAttribute } from "@shop/core/sell/config"
import type { AnswerDifference } from "@shop/core/sell/inspection"
import type { SellOption } from "@shop/core/sell/sellTypes"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { configOptionLabel } from "../../storefront/sell/configOptionLabel.ts"
import { sellKey } from "../../storefront/sell/sellText.ts"

/** One difference between the declaration and the inspection, worded for the member. */
export interface LabelledDifference {
  readonly subject: string
  readonly question: string
  readonly declared: string
  readonly found: string
}

const isConfig = (subject: string): subject is ConfigAttribute => (ConfigAttributes as ReadonlyArray<string>).includes(subject)

/**
 * A difference in the funnel's own words, in the member's language (`t`, the storefront's sell texts):
 * the question, then the declared and the found answers (config values by the sell catalogue's label,
 * choices by their text). An id nothing names any more shows as `#id`; no answer as `none`.
 */
export const labelDifference = (
  difference: AnswerDifference,
  options: ReadonlyArray<SellOption>,
  t: (key: MessageKey) => string,
  none: string
): LabelledDifference => {
  const { subject } = difference
  const label = (id: number): string => {
    if (isConfig(subject)) {
      const option = options.find((o) => o.attribute === subject && o.id === id)
      return option === undefined ? `#${id}` : configOptionLabel(option, t)
    }
    const choice = choiceById(id)
    return choice === undefined ? `#${id}` : t(sellKey(choice.key))
  }
  const list = (ids: ReadonlyArray<number>) => (ids.length === 0 ? none : ids.map(label).join(", "))
  return {
    subject,
    question: t(isConfig(subject) ? (`sell-config-${subject}` as MessageKey) : sellKey(`sell.steps.${subject}.title`)),
    declared: list(difference.declared),
    found: list(difference.found)
  }
}
