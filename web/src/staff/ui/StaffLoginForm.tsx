"use client"
import { type FormEvent, startTransition, useActionState, useEffect, useState } from "react"
import type { StaffActionState } from "../actionState.ts"

/** The console's sign-in: email, password, and the refusal read out by screen readers. */
export function StaffLoginForm(props: {
  /** The sign-in's server action (authActions.ts staffLoginAction), given by the page: no client module imports server code. */
  readonly action: (previous: StaffActionState, form: FormData) => Promise<StaffActionState>
  readonly next: string
  readonly texts: { readonly email: string; readonly password: string; readonly submit: string }
}) {
  const [state, submit, pending] = useActionState(props.action, null)
  // Hydrated: typing into the server-rendered inputs before this would be reset by React (the e2e waits for it).
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  // A refused sign-in keeps the email typed (React resets a form after its action otherwise).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    startTransition(() => submit(data))
  }
  return (
    <form action={submit} onSubmit={onSubmit} data-ready={ready ? "true" : undefined} className="staff-login-form" data-testid="staff-login-form">
      <input type="hidden" name="next" value={props.next} />
      <label>
        <span>{props.texts.email}</span>
        <input type="email" name="email" autoComplete="username" required maxLength={254} data-testid="staff-login-email" />
      </label>
      <label>
        <span>{props.texts.password}</span>
        <input type="password" name="password" autoComplete="current-password" required maxLength={256} data-testid="staff-login-password" />
      </label>
      <button type="submit" className="staff-button" disabled={pending} data-testid="staff-login-submit">{props.texts.submit}</button>
      <p role="alert" className="staff-status staff-status-error" data-testid="staff-login-error">{state?.ok === false ? state.text : ""}</p>
    </form>
  )
}
