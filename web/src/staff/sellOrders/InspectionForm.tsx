"use client"
import { toggleChoice } from "@shop/core/sell/answers"
import type { ChangeEvent } from "react"
import type { StaffActionState } from "../actionState.ts"
import { type ConfirmTexts, StaffActionForm } from "../ui/StaffActionForm.tsx"
import { inspectionField } from "./inspectionFields.ts"
import type { DeviceInspectionForm, InspectionQuestion } from "./inspectionTypes.ts"

/** The form's words, in the member's language (the page translates them). */
export interface InspectionTexts {
  readonly label: string
  readonly confirm: ConfirmTexts
  readonly intro: string
  readonly device: ReadonlyArray<string>
  readonly declared: string
  readonly multi: string
  readonly imei: string
  readonly serial: string
  readonly deviceNote: string
  readonly note: string
}

type Values = Readonly<Record<string, ReadonlyArray<string>>>

/**
 * On a defect step, SPEC 4's exclusive answers: ticking "none" clears the defects, ticking a defect
 * clears "none" (core toggleChoice, as the funnel does). Without JavaScript the server refuses the mix.
 */
const keepExclusive = (event: ChangeEvent<HTMLInputElement>) => {
  const box = event.currentTarget
  const boxes = [...(box.closest("fieldset")?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? [])]
  if (!box.checked) return
  const others = boxes.filter((b) => b !== box && b.checked).map((b) => Number(b.value))
  const after = toggleChoice(others, Number(box.value))
  for (const b of boxes) b.checked = after.includes(Number(b.value))
}

function Question(props: {
  readonly itemIndex: number
  readonly question: InspectionQuestion
  readonly texts: InspectionTexts
  readonly values: Values | undefined
  readonly error: string | undefined
}) {
  const { itemIndex, question, texts, values, error } = props
  const name = question.kind === "config" ? inspectionField.config(itemIndex, question.subject) : inspectionField.answer(itemIndex, question.subject)
  const errorId = `${name}-error`
  const chosen = (id: number) => (values === undefined ? question.declared.includes(id) : (values[name] ?? []).includes(String(id)))
  return (
    <fieldset
      className="staff-question"
      data-testid="staff-inspect-question"
      data-subject={question.subject}
      aria-invalid={error === undefined ? undefined : true}
      aria-describedby={error === undefined ? undefined : errorId}
    >
      <legend>{question.title}</legend>
      {question.multiple ? <p className="staff-hint">{texts.multi}</p> : null}
      <div className="staff-choices">
        {question.choices.map((choice) => (
          <label key={choice.id} className="staff-choice">
            <input
              type={question.multiple ? "checkbox" : "radio"}
              name={name}
              value={choice.id}
              defaultChecked={chosen(choice.id)}
              required={!question.multiple}
              onChange={question.multiple ? keepExclusive : undefined}
            />
            <span>{choice.label}</span>
            {question.declared.includes(choice.id) ? <span className="staff-declared">{texts.declared}</span> : null}
          </label>
        ))}
      </div>
      {error === undefined ? null : <p id={errorId} className="staff-field-error">{error}</p>}
    </fieldset>
  )
}

/** The form's fields for the answer so far: the declaration, or after a refusal what was typed, with the refused fields marked. */
export function InspectionFields(props: { readonly devices: ReadonlyArray<DeviceInspectionForm>; readonly texts: InspectionTexts; readonly state: StaffActionState }) {
  const { devices, texts, state } = props
  const refused = state !== null && !state.ok ? state : null
  const values = refused?.values
  const fields = refused?.fields ?? {}
  const typed = (name: string) => values?.[name]?.[0]
  return (
    <>
      {devices.map((device, position) => {
        const id = device.identifier === "imei" ? inspectionField.imei(device.itemIndex) : inspectionField.serial(device.itemIndex)
        const noteName = inspectionField.note(device.itemIndex)
        return (
          <section key={device.itemIndex} className="staff-inspect-device" data-testid="staff-inspect-device" data-item-index={device.itemIndex}>
            <h3>{texts.device[position]}</h3>
            <input type="hidden" name={inspectionField.device} value={device.itemIndex} />
            {device.questions.map((question) => {
              const name = question.kind === "config"
                ? inspectionField.config(device.itemIndex, question.subject)
                : inspectionField.answer(device.itemIndex, question.subject)
              return <Question key={question.subject} itemIndex={device.itemIndex} question={question} texts={texts} values={values} error={fields[name]} />
            })}
            <div className="staff-form-grid">
              <label>
                <span>{device.identifier === "imei" ? texts.imei : texts.serial}</span>
                <input
                  name={id}
                  defaultValue={typed(id) ?? ""}
                  required
                  maxLength={device.identifier === "imei" ? 40 : 60}
                  autoComplete="off"
                  spellCheck={false}
                  inputMode={device.identifier === "imei" ? "numeric" : undefined}
                  aria-invalid={fields[id] === undefined ? undefined : true}
                  aria-describedby={fields[id] === undefined ? undefined : `${id}-error`}
                />
                {fields[id] === undefined ? null : <span id={`${id}-error`} className="staff-field-error">{fields[id]}</span>}
              </label>
              <label>
                <span>{texts.deviceNote}</span>
                <textarea name={noteName} rows={2} maxLength={1000} defaultValue={typed(noteName) ?? ""} />
              </label>
            </div>
          </section>
        )
      })}
      <label className="staff-inspect-note">
        <span>{texts.note}</span>
        <textarea name={inspectionField.orderNote} rows={2} maxLength={1000} defaultValue={typed(inspectionField.orderNote) ?? ""} />
      </label>
    </>
  )
}

/**
 * The inspection of a received sell order (or the reconciliation of a paid instant-sell one): per
 * device, the sell funnel's questions prefilled with the seller's declaration, the IMEI or serial
 * number and a note; then a note on the whole. A refusal marks its fields and keeps what was typed,
 * also when the form was sent without JavaScript (the answer gives the values back).
 */
export function InspectionForm(props: {
  readonly action: (previous: StaffActionState, form: FormData) => Promise<StaffActionState>
  readonly devices: ReadonlyArray<DeviceInspectionForm>
  readonly texts: InspectionTexts
}) {
  const { devices, texts } = props
  return (
    <div className="staff-inspection" data-testid="staff-inspection">
      <p>{texts.intro}</p>
      <StaffActionForm action={props.action} name="inspected" verb="inspected" label={texts.label} confirm={texts.confirm} className="staff-inspection-form">
        {(state) => <InspectionFields devices={devices} texts={texts} state={state} />}
      </StaffActionForm>
    </div>
  )
}
