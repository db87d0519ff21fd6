import type { StaffSellOrderDevice } from "@shop/core/backend/staff/sellOrderViews"
import { categoryById } from "@shop/core/catalog/category"
import { choiceById, choicesFor } from "@shop/core/sell/choices"
import { type ConfigAttribute, configAttributesFor } from "@shop/core/sell/config"
import type { FunnelItem } from "@shop/core/sell/funnelState"
import type { SellOption } from "@shop/core/sell/sellTypes"
import { answerStepsFor, deviceContext } from "@shop/core/sell/stepGraph"
import { type AnswerStepId, isMultiChoiceStep } from "@shop/core/sell/steps"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { configOptionLabel } from "../../storefront/sell/configOptionLabel.ts"
import { sellKey } from "../../storefront/sell/sellText.ts"

/** One answer a question offers, in the member's language; `exclusive` is SPEC 4's "none of these". */
export interface InspectionChoice {
  readonly id: number
  readonly label: string
  readonly exclusive: boolean
}

/**
 * One question of the inspection form: a config attribute or an evaluation step of the device's path,
 * worded as the sell funnel words it, with the seller's declaration (ids) to prefill.
 */
export interface InspectionQuestion {
  readonly subject: ConfigAttribute | AnswerStepId
  readonly kind: "config" | "answer"
  readonly multiple: boolean
  readonly title: string
  readonly choices: ReadonlyArray<InspectionChoice>
  readonly declared: ReadonlyArray<number>
}

/** A device's part of the form: its questions in funnel order, config first. */
export interface DeviceInspectionForm {
  readonly itemIndex: number
  readonly modelName: string
  readonly questions: ReadonlyArray<InspectionQuestion>
}

/** The device as the funnel would hold it: category, brand, model, config and answers by step. */
export const funnelItemOf = (device: StaffSellOrderDevice): FunnelItem => {
  const answers: Partial<Record<AnswerStepId, ReadonlyArray<number>>> = {}
  for (const { id } of device.answers) {
    const step = choiceById(id)?.step
    if (step !== undefined) answers[step] = [...(answers[step] ?? []), id]
  }
  const config: Partial<Record<ConfigAttribute, number>> = {}
  for (const value of device.config) config[value.attribute] = value.id
  return { category: device.category, brand: device.brand, model: { id: device.model, name: device.modelName }, config, answers }
}

/**
 * The funnel's questions for one device of a sell order, as the technician answers them again (SPEC 2.5):
 * the config attributes its category asks that the model has values for in the market (the sell
 * catalogue's options; a declared value the catalogue no longer lists is kept, so the declaration can be
 * confirmed), then every evaluation step on the device's path (core's step graph: brand, model and
 * category decide, e.g. no display-defects for an iPhone), each with the step's choices. Labels are the
 * storefront's sell texts in the member's language (`t`), not a second copy of them.
 */
export const inspectionQuestions = (
  device: StaffSellOrderDevice,
  options: ReadonlyArray<SellOption>,
  t: (key: MessageKey) => string
): DeviceInspectionForm => {
  const item = funnelItemOf(device)
  const category = categoryById(device.category)
  const config: ReadonlyArray<InspectionQuestion> = configAttributesFor[category].flatMap((attribute) => {
    const offered = options.filter((o) => o.attribute === attribute)
    const declared = device.config.find((c) => c.attribute === attribute)
    const values = declared === undefined || offered.some((o) => o.id === declared.id)
      ? offered
      : [...offered, { id: declared.id, attribute, label: declared.label }]
    if (values.length === 0) return []
    return [{
      subject: attribute,
      kind: "config" as const,
      multiple: false,
      title: t(`sell-config-${attribute}` as MessageKey),
      choices: values.map((o) => ({ id: o.id, label: configOptionLabel(o, t), exclusive: false })),
      declared: declared === undefined ? [] : [declared.id]
    }]
  })
  const answers = answerStepsFor(deviceContext(item)).map((step): InspectionQuestion => ({
    subject: step,
    kind: "answer",
    multiple: isMultiChoiceStep(step),
    title: t(sellKey(`sell.steps.${step}.title`)),
    choices: choicesFor(step).map((c) => ({ id: c.id, label: t(sellKey(c.key)), exclusive: c.exclusive })),
    declared: item.answers[step] ?? []
  }))
  return { itemIndex: device.itemIndex, modelName: device.modelName, questions: [...config, ...answers] }
}
