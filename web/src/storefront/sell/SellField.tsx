"use client"
import type { InputHTMLAttributes } from "react"

/** A labelled input whose `name` is the spec's field name, with its error under it. */
export function SellField(props: {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly error: string | undefined
  readonly onValue: (value: string) => void
  readonly hint?: string
  readonly input?: Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange" | "id">
}) {
  const id = `sell-${props.name}`
  const described = [props.error === undefined ? null : `${id}-error`, props.hint === undefined ? null : `${id}-hint`]
    .filter((x) => x !== null)
    .join(" ")
  return (
    <div className="sell-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        value={props.value}
        aria-invalid={props.error !== undefined}
        aria-describedby={described === "" ? undefined : described}
        onChange={(event) => props.onValue(event.target.value)}
        {...props.input}
      />
      {props.hint === undefined ? null : <p id={`${id}-hint`} className="sell-hint">{props.hint}</p>}
      {props.error === undefined ? null : <p id={`${id}-error`} className="sell-error">{props.error}</p>}
    </div>
  )
}

/** A labelled select named after the spec's field, a placeholder first, its error under it. */
export function SellSelect(props: {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly error: string | undefined
  readonly onValue: (value: string) => void
  readonly placeholder: string
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly disabled?: boolean
  readonly hint?: string
}) {
  const id = `sell-${props.name}`
  return (
    <div className="sell-field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        disabled={props.disabled}
        aria-invalid={props.error !== undefined}
        aria-describedby={props.error === undefined ? undefined : `${id}-error`}
        onChange={(event) => props.onValue(event.target.value)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      {props.hint === undefined ? null : <p className="sell-hint">{props.hint}</p>}
      {props.error === undefined ? null : <p id={`${id}-error`} className="sell-error">{props.error}</p>}
    </div>
  )
}
