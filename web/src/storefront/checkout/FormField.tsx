"use client"
import type { InputHTMLAttributes, ReactNode } from "react"

/** Ids of a field's input, error and hint: the error and hint describe the input (aria-describedby). */
export const fieldIds = (name: string) => ({
  input: `checkout-${name}`,
  error: `checkout-${name}-error`,
  hint: `checkout-${name}-hint`
})

/** The aria attributes of an input with an optional error and hint. */
export const describedBy = (name: string, error: string | undefined, hint: string | undefined) => {
  const ids = fieldIds(name)
  const described = [error === undefined ? null : ids.error, hint === undefined ? null : ids.hint].filter((id) => id !== null)
  return {
    "aria-invalid": error !== undefined,
    ...(described.length === 0 ? {} : { "aria-describedby": described.join(" ") })
  }
}

/**
 * The error under a field. Not a live region: the field names it (aria-describedby, aria-invalid),
 * so it is read when the shopper reaches the field; a failed submit announces one summary instead
 * of every field's error at once.
 */
export function FieldError(props: { readonly name: string; readonly error: string | undefined }) {
  return (
    <p id={fieldIds(props.name).error} className="checkout-error" hidden={props.error === undefined}>
      {props.error}
    </p>
  )
}

export function FieldHint(props: { readonly name: string; readonly hint: string | undefined }) {
  return props.hint === undefined ? null : <p id={fieldIds(props.name).hint} className="checkout-hint">{props.hint}</p>
}

interface FieldProps {
  readonly name: string
  readonly label: string
  readonly error: string | undefined
  readonly hint?: string
  readonly required?: boolean
  readonly className?: string
}

/** A labelled text input whose `name` is the spec's field name. */
export function TextField(
  props: FieldProps & {
    readonly value: string
    readonly onValue: (value: string) => void
    readonly onBlur: () => void
    readonly input?: Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange" | "onBlur" | "id">
  }
) {
  const ids = fieldIds(props.name)
  return (
    <div className={`checkout-field ${props.className ?? ""}`}>
      <label htmlFor={ids.input}>{props.label}</label>
      <input
        id={ids.input}
        name={props.name}
        value={props.value}
        required={props.required}
        onChange={(event) => props.onValue(event.target.value)}
        onBlur={props.onBlur}
        {...props.input}
        {...describedBy(props.name, props.error, props.hint)}
      />
      <FieldHint name={props.name} hint={props.hint} />
      <FieldError name={props.name} error={props.error} />
    </div>
  )
}

/** A labelled select; `children` are its options. */
export function SelectField(
  props: FieldProps & {
    readonly value: string
    readonly onValue: (value: string) => void
    readonly onBlur: () => void
    readonly disabled?: boolean
    readonly children: ReactNode
  }
) {
  const ids = fieldIds(props.name)
  return (
    <div className={`checkout-field ${props.className ?? ""}`}>
      <label htmlFor={ids.input}>{props.label}</label>
      <select
        id={ids.input}
        name={props.name}
        value={props.value}
        required={props.required}
        disabled={props.disabled}
        onChange={(event) => props.onValue(event.target.value)}
        onBlur={props.onBlur}
        {...describedBy(props.name, props.error, props.hint)}
      >
        {props.children}
      </select>
      <FieldHint name={props.name} hint={props.hint} />
      <FieldError name={props.name} error={props.error} />
    </div>
  )
}

/** One radio button of a group of choices, with its title and a hint under it. */
export function ChoiceOption(props: {
  readonly name: string
  readonly value: string
  readonly checked: boolean
  readonly onChoose: () => void
  readonly title: string
  readonly hint: string
  readonly input?: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "value" | "checked" | "onChange">
}) {
  return (
    <label className="checkout-choice">
      <input type="radio" name={props.name} value={props.value} checked={props.checked} onChange={props.onChoose} {...props.input} />
      <span>
        <strong>{props.title}</strong>
        <span className="checkout-choice-hint">{props.hint}</span>
      </span>
    </label>
  )
}
