"use client"
import { type FormEvent, type ReactNode, startTransition, useActionState, useEffect, useId, useRef, useState } from "react"
import type { StaffActionState } from "../actionState.ts"

export interface ConfirmTexts {
  readonly question: string
  readonly yes: string
  readonly cancel: string
}

/**
 * One change of the console as a form posted to a server action (runStaffAction): its fields, one
 * submit button (`data-testid="staff-action"`, `data-action`), and the answer read out where the form
 * is. An irreversible change (`confirm`) asks first, in the page: the first press shows the question
 * with "yes" (which submits) and "cancel", both reachable by keyboard; nothing is sent before "yes".
 * A refused form keeps what was typed (React would reset it after every action); a done one is cleared.
 * Fields may be a function of the answer (a field's error, the values a refusal gave back).
 * Without JavaScript (or before hydration) the first button submits at once: the question needs the script.
 */
export function StaffActionForm(props: {
  readonly action: (previous: StaffActionState, form: FormData) => Promise<StaffActionState>
  readonly name: string
  readonly verb: string
  readonly label: string
  readonly confirm?: ConfirmTexts
  readonly danger?: boolean
  readonly children?: ReactNode | ((state: StaffActionState) => ReactNode)
  readonly className?: string
}) {
  const [state, submit, pending] = useActionState(props.action, null)
  // Hydrated: typing into the server-rendered inputs before this would be reset by React (the e2e waits for it).
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const [asking, setAsking] = useState(false)
  // How many answers this form has shown: a second refusal can read exactly like the first, so the e2e waits for this to grow.
  const [answers, setAnswers] = useState(0)
  const statusId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  // The question closes once the answer is in (closing it in the click would remove the button before it submits).
  useEffect(() => {
    setAsking(false)
    if (state !== null) setAnswers((count) => count + 1)
    if (state?.ok === true) formRef.current?.reset()
  }, [state])
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    startTransition(() => submit(data))
  }
  const buttonClass = `staff-button${props.danger === true ? " staff-button-danger" : ""}`
  return (
    <form ref={formRef} action={submit} onSubmit={onSubmit} data-ready={ready ? "true" : undefined} className={`staff-action-form ${props.className ?? ""}`} data-form={props.name} aria-describedby={statusId}>
      {typeof props.children === "function" ? props.children(state) : props.children}
      {props.confirm !== undefined && !asking ? (
        <button type={ready ? "button" : "submit"} className={buttonClass} data-testid="staff-action" data-action={props.verb} onClick={ready ? () => setAsking(true) : undefined} disabled={pending}>
          {props.label}
        </button>
      ) : null}
      {props.confirm !== undefined && asking ? (
        <span className="staff-confirm" role="group" aria-label={props.confirm.question}>
          <span>{props.confirm.question}</span>
          <button type="submit" className={buttonClass} data-testid="staff-action-confirm" data-action={props.verb} disabled={pending} autoFocus>
            {props.confirm.yes}
          </button>
          <button type="button" className="staff-button staff-button-quiet" onClick={() => setAsking(false)}>{props.confirm.cancel}</button>
        </span>
      ) : null}
      {props.confirm === undefined ? (
        <button type="submit" className={buttonClass} data-testid="staff-action" data-action={props.verb} disabled={pending}>
          {props.label}
        </button>
      ) : null}
      <span id={statusId} role="status" aria-live="polite" className={state === null ? "staff-status" : state.ok ? "staff-status staff-status-ok" : "staff-status staff-status-error"} data-testid="staff-action-status" data-ok={state === null ? undefined : String(state.ok)} data-answers={answers}>
        {state?.text ?? ""}
      </span>
    </form>
  )
}
