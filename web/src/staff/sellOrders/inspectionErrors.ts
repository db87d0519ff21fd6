import { ConfigAttributes } from "@shop/core/sell/config"
import { AnswerStepIds } from "@shop/core/sell/steps"
import { inspectionField } from "./inspectionFields.ts"

const subjectField = /^(.+)-(\d{1,3})$/

/**
 * Core's inspection planner names a refused field `<subject>-<itemIndex>` (a config attribute or a
 * step id), `imei-<i>`, `serial-<i>` or `devices`; the form's inputs are `config-<i>-<attribute>`,
 * `answer-<i>-<step>`, `imei-<i>`, `serial-<i>` and `device`. Anything else keeps its name.
 */
export const formFieldOfInspection = (field: string): string => {
  if (field === "devices") return inspectionField.device
  const match = subjectField.exec(field)
  if (match === null) return field
  const [, subject = "", index = ""] = match
  const itemIndex = Number(index)
  if ((ConfigAttributes as ReadonlyArray<string>).includes(subject)) return inspectionField.config(itemIndex, subject)
  if ((AnswerStepIds as ReadonlyArray<string>).includes(subject)) return inspectionField.answer(itemIndex, subject)
  return field
}
