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
