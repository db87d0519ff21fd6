import { answerIssue } from "@shop/core/sell/answers"
import { ConfigAttributes } from "@shop/core/sell/config"
import { DeviceInspectionInput, isValidImei } from "@shop/core/sell/inspection"
import { AnswerStepIds } from "@shop/core/sell/steps"
import { Schema } from "effect"
import type { StaffMessageKey } from "../i18n.ts"
import { inspectionField } from "./inspectionFields.ts"

/** The core step the form asks for (the staff transition `inspected`). */
export interface InspectedStep {
  readonly to: "inspected"
  readonly devices: ReadonlyArray<DeviceInspectionInput>
  readonly note?: string
}

/** The parsed form, or the fields it refuses (form field name -> staff catalogue key). */
export type InspectionFormResult =
  | { readonly ok: true; readonly step: InspectedStep }
  | { readonly ok: false; readonly fields: Readonly<Record<string, StaffMessageKey>> }

const maxDevices = 10
const text = (form: FormData, name: string, max: number): string => {
  const value = form.get(name)
  return typeof value === "string" ? value.slice(0, max).trim() : ""
}
const ids = (form: FormData, name: string): ReadonlyArray<number> | null => {
  const values = form.getAll(name).slice(0, 20).filter((v): v is string => typeof v === "string")
  const parsed = values.map((v) => (/^\d{1,9}$/.test(v) ? Number(v) : Number.NaN))
  return parsed.some(Number.isNaN) ? null : parsed
}
const decodeDevice = Schema.decodeUnknownOption(DeviceInspectionInput)

/**
 * Reads the inspection form into core's `inspected` step. Only what the form itself can tell is refused
 * here, field by field: a choice that is no id, a step's answers that break its shape (core answerIssue:
 * one choice on a single-choice step, "none" alone), an IMEI whose check digit fails (core isValidImei).
 * Whether every question of the device's path is answered, and what the findings are worth, is core's
 * inspection planner's, which the action asks next.
 */
export const parseInspectionForm = (form: FormData): InspectionFormResult => {
  const fields: Record<string, StaffMessageKey> = {}
  const devices: Array<DeviceInspectionInput> = []
  const indexes = [...new Set(form.getAll(inspectionField.device).slice(0, maxDevices))]
  for (const raw of indexes) {
    if (typeof raw !== "string" || !/^\d{1,3}$/.test(raw)) continue
    const itemIndex = Number(raw)
    const config: Record<string, number> = {}
    for (const attribute of ConfigAttributes) {
      const name = inspectionField.config(itemIndex, attribute)
      const chosen = ids(form, name)
      if (chosen === null || chosen.length > 1) fields[name] = "staff-sell-inspect-config"
      else if (chosen[0] !== undefined) config[attribute] = chosen[0]
    }
    const answers: Record<string, ReadonlyArray<number>> = {}
    for (const step of AnswerStepIds) {
      const name = inspectionField.answer(itemIndex, step)
      const chosen = ids(form, name)
      if (chosen === null) fields[name] = "staff-sell-inspect-answer"
      else if (chosen.length > 0) {
        if (answerIssue(step, chosen) === undefined) answers[step] = chosen
        else fields[name] = "staff-sell-inspect-answer"
      }
    }
    const imei = text(form, inspectionField.imei(itemIndex), 40)
    if (imei !== "" && !isValidImei(imei)) fields[inspectionField.imei(itemIndex)] = "staff-sell-inspect-imei"
    const serial = text(form, inspectionField.serial(itemIndex), 60)
    const note = text(form, inspectionField.note(itemIndex), 1000)
    const device = decodeDevice({
      itemIndex,
      config,
      answers,
      ...(imei === "" ? {} : { imei }),
      ...(serial === "" ? {} : { serial }),
      ...(note === "" ? {} : { note })
    })
    if (device._tag === "Some") devices.push(device.value)
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  if (devices.length === 0) return { ok: false, fields: { [inspectionField.device]: "staff-sell-inspect-devices" } }
  const note = text(form, inspectionField.orderNote, 1000)
  return { ok: true, step: { to: "inspected", devices, ...(note === "" ? {} : { note }) } }
}

/** What was typed, to give back with a refusal (a form sent without JavaScript is rendered afresh). */
export const typedValues = (form: FormData): Readonly<Record<string, ReadonlyArray<string>>> => {
  const values: Record<string, Array<string>> = {}
  let count = 0
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || name.startsWith("$ACTION") || count++ > 400) continue
    ;(values[name.slice(0, 60)] ??= []).push(value.slice(0, 1000))
  }
  return values
}
