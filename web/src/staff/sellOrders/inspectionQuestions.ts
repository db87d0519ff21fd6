import type { StaffSellOrderDevice } from "@shop/core/backend/staff/sellOrderViews"
import type { SellOption } from "@shop/core/sell/sellTypes"
import type { AnswerStepId } from "@shop/core/sell/steps"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { configOptionLabel } from "../../storefront/sell/configOptionLabel.ts"
import { sellKey } from "../../storefront/sell/sellText.ts"
import type { DeviceInspectionForm, InspectionQuestion } from "./inspectionTypes.ts"

export type { DeviceInspectionForm, InspectionChoice, InspectionQuestion } from "./inspectionTypes.ts"

/** The config values the inspection offers for a device (the model's in the market), as the sell catalogue's options. */
export const inspectionOptionsOf = (device: StaffSellOrderDevice): ReadonlyArray<SellOption> =>
  device.inspection.config.flatMap(({ attribute, options }) => options.map((o) => ({ id: o.id, attribute, label: o.label })))

/**
 * The funnel's questions for one device of a sell order, as the technician answers them again (SPEC 2.5),
 * from the staff detail's `inspection` (core decides them: the config attributes its category asks that
 * the model has values for in the market, then every evaluation step on the device's path, e.g. no
 * display-defects for an iPhone), each prefilled with the seller's declaration. A declared value the
 * model no longer has is not offered (core would refuse it): that question starts unanswered. Labels
 * are the storefront's sell texts in the member's language (`t`), not a second copy of them.
 */
export const inspectionQuestions = (device: StaffSellOrderDevice, t: (key: MessageKey) => string): DeviceInspectionForm => {
  const declaredAnswers = (step: AnswerStepId) => device.answers.flatMap((a) => (a.step === step ? [a.id] : []))
  const config = device.inspection.config.map(({ attribute, options }): InspectionQuestion => {
    const declared = device.config.find((c) => c.attribute === attribute)
    return {
      subject: attribute,
      kind: "config",
      multiple: false,
      title: t(`sell-config-${attribute}` as MessageKey),
      choices: options.map((o) => ({ id: o.id, label: configOptionLabel({ ...o, attribute }, t), exclusive: false })),
      declared: declared === undefined ? [] : [declared.id]
    }
  })
  const answers = device.inspection.questions.map(({ step, multiple, choices }): InspectionQuestion => ({
    subject: step,
    kind: "answer",
    multiple,
    title: t(sellKey(`sell.steps.${step}.title`)),
    choices: choices.map((c) => ({ id: c.id, label: t(sellKey(c.key)), exclusive: c.exclusive })),
    declared: declaredAnswers(step)
  }))
  return {
    itemIndex: device.itemIndex,
    modelName: device.modelName,
    identifier: device.inspection.imeiRequired ? "imei" : "serial",
    questions: [...config, ...answers]
  }
}
