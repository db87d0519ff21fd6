"use client"
import type { ReactNode } from "react"

/**
 * Labelled fields of the content forms (contact, review). The error under a field is tied to its input
 * (aria-describedby, aria-invalid); a failed submit announces one summary (FormAlert) instead.
 */
export interface FieldShell {
  readonly form: string
  readonly name: string
  readonly label: string
  readonly error: string | undefined
  readonly hint?: string | undefined
  readonly optional?: string | undefined
}

const ids = (form: string, name: string) => ({ input: `${form}-${name}`, error: `${form}-${name}-error`, hint: `${form}-${name}-hint` })

export const fieldAria = (shell: FieldShell) => {
  const { error, hint } = ids(shell.form, shell.name)
  const described = [shell.error === undefined ? null : error, shell.hint === undefined ? null : hint].filter((x) => x !== null)
  return {
    id: ids(shell.form, shell.name).input,
    name: shell.name,
    "aria-invalid": shell.error !== undefined,
    ...(described.length === 0 ? {} : { "aria-describedby": described.join(" ") })
  }
}

export function Field(props: FieldShell & { readonly children: ReactNode }) {
  const i = ids(props.form, props.name)
  return (
    <div className={props.error === undefined ? "form-field" : "form-field has-error"}>
      <label htmlFor={i.input}>
        {props.label}
        {props.optional === undefined ? null : <span className="form-optional"> ({props.optional})</span>}
      </label>
      {props.children}
      {props.hint === undefined ? null : <p className="form-hint" id={i.hint}>{props.hint}</p>}
      {props.error === undefined ? null : <p className="field-error" id={i.error}>{props.error}</p>}
    </div>
  )
}

/** The form's summary after a submit: errors (alert) or a confirmation (status). */
export function FormAlert(props: { readonly kind: "error" | "success"; readonly children: ReactNode; readonly testId?: string }) {
  return (
    <div
      className={`form-alert form-alert-${props.kind}`}
      role={props.kind === "error" ? "alert" : "status"}
      data-testid={props.testId}
      data-kind={props.kind}
    >
      {props.children}
    </div>
  )
}
