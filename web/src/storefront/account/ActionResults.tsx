"use client"
import {
  createContext,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  use,
  useActionState,
  useEffect,
  useRef
} from "react"
import type { FormAction, FormResult, FormState } from "./formResult.ts"

/**
 * The account forms' answers (issue 16): one useActionState per page over a server action that
 * answers a typed FormResult. The page stays a server component: these small client parts wrap its
 * forms and show the answer where the page puts them, so the markup is the page's own.
 *
 * Without JavaScript the form still posts: React gives it the action's hidden fields, Next runs the
 * action and renders the page again with the answer as the state (the browser stays on the page's
 * address; a refresh would post again). A form whose success leads to another page (a stored return
 * or warranty request) still redirects there, and so does a changed password (settingsActions.ts).
 */

interface Results {
  readonly state: FormState
  readonly dispatch: (form: FormData) => void
  /** Translations of the keys the answers carry (validators', the identity's, ...). */
  readonly texts: Readonly<Record<string, string>>
  /** Where the page looks after the next answer: a form's anchor, or the top (null). */
  readonly scrollTarget: { current: { readonly anchor: string | null } | null }
}

const ResultsContext = createContext<Results | null>(null)

const useResults = (): Results => {
  const results = use(ResultsContext)
  if (results === null) throw new Error("an account form's part is outside its ActionResults")
  return results
}

export function ActionResults(props: {
  readonly action: FormAction
  /** The answer the page opens with (a redirect's, as after a password change), else none. */
  readonly initial?: FormState
  readonly texts?: Readonly<Record<string, string>>
  readonly children: ReactNode
}) {
  const [state, dispatch] = useActionState(props.action, props.initial ?? null)
  const scrollTarget = useRef<{ readonly anchor: string | null } | null>(null)
  // Where the answer is read, as when the answers came back as a redirect to `?...#anchor`: the
  // form's anchor, else the top of the page (its confirmation).
  useEffect(() => {
    const target = scrollTarget.current
    if (state === null || target === null) return
    scrollTarget.current = null
    const anchor = target.anchor === null ? null : document.getElementById(target.anchor)
    if (anchor === null) document.documentElement.scrollTop = 0
    else anchor.scrollIntoView()
  }, [state])
  return <ResultsContext value={{ state, dispatch, texts: props.texts ?? {}, scrollTarget }}>{props.children}</ResultsContext>
}

/** A form of the page, sent through the page's action; `anchor` is the element its answer is read at. */
export function ActionForm(props: Omit<FormHTMLAttributes<HTMLFormElement>, "action" | "onSubmit"> & { readonly anchor?: string }) {
  const { anchor, ...form } = props
  const results = useResults()
  return <form {...form} action={results.dispatch} onSubmit={() => { results.scrollTarget.current = { anchor: anchor ?? null } }} />
}

type Refused = Extract<FormResult, { readonly ok: false }>

/** The refusal, when it is `formName`'s (any form's without one). */
const refusalOf = (state: FormState, formName: string | undefined): Refused | null =>
  state !== null && !state.ok && (formName === undefined || state.form === formName) ? state : null

/**
 * Its children when the answer refused `field` (with `field`), refused the form as a whole with
 * `error` (with `error`), or refused any field (with neither).
 */
export function WhenRefused(props: { readonly formName?: string; readonly field?: string; readonly error?: string; readonly children: ReactNode }) {
  const refusal = refusalOf(useResults().state, props.formName)
  if (refusal === null) return null
  const shown = props.field !== undefined
    ? Object.hasOwn(refusal.fieldErrors, props.field)
    : props.error !== undefined
    ? refusal.error === props.error
    : Object.keys(refusal.fieldErrors).length > 0
  return shown ? props.children : null
}

/** Its children when the form `formName` was saved. */
export function WhenSaved(props: { readonly formName: string; readonly children: ReactNode }) {
  const state = useResults().state
  return state?.ok === true && state.form === props.formName ? props.children : null
}

/**
 * The translated message of the refused field (with `field`) or of the form (without), from the key
 * the answer carries; null for none, or a key the page did not translate.
 */
const messageOf = (results: Results, formName: string | undefined, field: string | undefined): string | null => {
  const refusal = refusalOf(results.state, formName)
  const key = refusal === null
    ? null
    : field === undefined
    ? refusal.error
    : Object.hasOwn(refusal.fieldErrors, field) ? refusal.fieldErrors[field]! : null
  return key !== null && Object.hasOwn(results.texts, key) ? results.texts[key]! : null
}

/** The refused field's message (with `field`) or the form's (without), in the page's language. */
export function RefusalText(props: { readonly formName?: string; readonly field?: string; readonly testId: string }) {
  const message = messageOf(useResults(), props.formName, props.field)
  return message === null ? null : <p className="account-field-error" role="alert" data-testid={props.testId}>{message}</p>
}

/** The page's confirmation of what was saved (`texts`: saved -> message). */
export function SavedText(props: { readonly texts: Readonly<Record<string, string>>; readonly testId: string }) {
  const state = useResults().state
  if (state?.ok !== true || !Object.hasOwn(props.texts, state.saved)) return null
  return <p className="account-confirmation" role="status" data-testid={props.testId} data-saved={state.saved}>{props.texts[state.saved]}</p>
}

/** An input of the form, marked invalid (aria-invalid) while its RefusalText shows a message. */
export function ResultInput(props: InputHTMLAttributes<HTMLInputElement> & { readonly formName?: string; readonly field: string }) {
  const { formName, field, ...input } = props
  return <input {...input} aria-invalid={messageOf(useResults(), formName, field) !== null} />
}
