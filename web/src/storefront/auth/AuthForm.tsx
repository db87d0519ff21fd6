"use client"
import { validateEmail, validateName, validatePassword } from "@shop/core/validation/index"
import type { ShopAuthError } from "@shop/core/ports/ShopAuthApi"
import { type Effect, Option, Result } from "effect"
import { useState } from "react"
import type { FormEvent } from "react"
import type { MessageKey, Messages, UiLocale } from "../../i18n/catalogues.ts"
import { IntlClientProvider } from "../../i18n/IntlClientProvider.tsx"
import { HumanCheck } from "../../client/humanCheck/HumanCheck.tsx"
import { useHumanCheck } from "../../client/humanCheck/useHumanCheck.ts"
import { useT } from "../../client/useT.ts"
import { authErrorKey, humanCheckErrorKey } from "./authText.ts"
import { useHydrated } from "../../client/useHydrated.ts"
import { type WaitMessage, waitMessage } from "../../client/tooManyRequests.ts"
import { shopAuthCall } from "../../client/apiCalls.ts"

export type AuthFormKind = "login" | "register" | "forgot" | "reset"

export interface AuthFormProps {
  readonly kind: AuthFormKind
  readonly locale: UiLocale
  readonly messages: Messages
  /** Where a successful sign-in goes (already checked to be a path of this site). */
  readonly next: string
  /** The reset token of the link (kind "reset"). */
  readonly token?: string
  readonly links: { readonly login: string; readonly register: string; readonly forgot: string }
}

type Field = "name" | "email" | "password"

const fieldsOf: { readonly [K in AuthFormKind]: ReadonlyArray<Field> } = {
  login: ["email", "password"],
  register: ["name", "email", "password"],
  forgot: ["email"],
  reset: ["password"]
}

const submitKey: { readonly [K in AuthFormKind]: MessageKey } = {
  login: "account-login-submit",
  register: "account-register-submit",
  forgot: "account-forgot-submit",
  reset: "account-reset-submit"
}

/** SPEC 5 in the browser, with core's validators: the server checks again. */
const check = (field: Field, value: string): Option.Option<MessageKey> => {
  switch (field) {
    case "email":
      return validateEmail(value)
    case "password":
      return validatePassword(value)
    case "name":
      return validateName(value)
  }
}

function Form(props: AuthFormProps) {
  const t = useT()
  const fields = fieldsOf[props.kind]
  const [values, setValues] = useState<Record<Field, string>>({ name: "", email: "", password: "" })
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({})
  const [failure, setFailure] = useState<MessageKey | WaitMessage | null>(null)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  const ready = useHydrated()
  // Registration is behind the human check (issue 8): a token per submit, a new check after each one.
  const checked = props.kind === "register"
  const humanCheck = useHumanCheck()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found: Partial<Record<Field, MessageKey>> = {}
    for (const field of fields) {
      const problem = check(field, values[field])
      if (Option.isSome(problem)) found[field] = problem.value
    }
    setErrors(found)
    setFailure(null)
    const human = !checked || humanCheck.passed()
    if (Object.keys(found).length > 0 || !human) return
    setBusy(true)
    const answer = await shopAuthCall((api): Effect.Effect<unknown, ShopAuthError> => {
      switch (props.kind) {
        case "login":
          return api.login(values.email, values.password)
        case "register":
          return api.register({ name: values.name, email: values.email, password: values.password }, humanCheck.token)
        case "forgot":
          return api.forgot(values.email)
        case "reset":
          return api.reset(props.token ?? "", values.password)
      }
    })
    if (Result.isSuccess(answer)) {
      if (props.kind === "forgot") setSent(true)
      else {
        window.location.assign(props.next)
        return
      }
    } else {
      const error = answer.failure
      const refusedCheck = checked ? humanCheckErrorKey(error) : null
      // A limit says how long to wait (issue 14): the form says it in minutes.
      if (error._tag === "IdentityError" && error.code === "too-many-requests") setFailure(waitMessage(error.retryAfterSeconds))
      else if (refusedCheck === null) setFailure(authErrorKey(error))
      // The token was spent on this submit: the next one needs a new check.
      if (checked) humanCheck.spent(refusedCheck)
    }
    setBusy(false)
  }

  if (sent) {
    return <p className="account-notice" role="status" data-testid="auth-sent">{t("account-forgot-sent")}</p>
  }

  return (
    <form className="account-form" noValidate onSubmit={submit} data-testid={`auth-form-${props.kind}`} data-ready={ready}>
      {failure === null
        ? null
        : <p className="account-alert" role="alert" data-testid="auth-error">{typeof failure === "string" ? t(failure) : t(failure.key, failure.values)}</p>}
      {fields.map((field) => {
        const error = errors[field]
        const id = `account-${field}`
        const label: MessageKey = field === "email"
          ? "account-email-label"
          : field === "name" ? "account-name-label" : props.kind === "reset" ? "account-new-password-label" : "account-password-label"
        const hint = field === "password" && props.kind !== "login" ? t("account-password-hint") : undefined
        return (
          <div className="account-field" key={field}>
            <label htmlFor={id}>{t(label)}</label>
            <input
              id={id}
              name={field}
              type={field === "email" ? "email" : field === "password" ? "password" : "text"}
              autoComplete={field === "email" ? "email" : field === "name" ? "name" : props.kind === "login" ? "current-password" : "new-password"}
              value={values[field]}
              aria-invalid={error !== undefined}
              aria-describedby={[error === undefined ? null : `${id}-error`, hint === undefined ? null : `${id}-hint`].filter((v) => v !== null).join(" ") || undefined}
              onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
              required
            />
            {hint === undefined ? null : <p id={`${id}-hint`} className="account-hint">{hint}</p>}
            {error === undefined ? null : <p id={`${id}-error`} className="account-error">{t(error)}</p>}
          </div>
        )
      })}
      {checked ? <HumanCheck {...humanCheck.widget} /> : null}
      <button type="submit" className="button button-primary" data-testid="submit" disabled={busy}>
        {busy ? t("account-submitting") : t(submitKey[props.kind])}
      </button>
      <p className="account-links">
        {props.kind === "login" ? <a href={props.links.forgot}>{t("account-forgot-link")}</a> : null}
        {props.kind === "register" || props.kind === "forgot" ? <a href={props.links.login}>{t("account-to-login")}</a> : null}
        {props.kind === "login" ? <a href={props.links.register}>{t("account-to-register")}</a> : null}
      </p>
    </form>
  )
}

/** The sign-in, registration, forgot-password and new-password forms (one island, one chunk). */
export function AuthForm(props: AuthFormProps) {
  return (
    <IntlClientProvider locale={props.locale} messages={props.messages}>
      <Form {...props} />
    </IntlClientProvider>
  )
}
