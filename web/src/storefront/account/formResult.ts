/**
 * What an account form's server action answers (issue 16; React's useActionState state): saved, or
 * refused with each refused field's translation key and, for a refusal of the form as a whole (a wrong
 * password, a sale that already has its payout), one message key. `form` names the form of the page
 * that was sent, so a page with several forms shows each answer at its own form.
 */
export type FormResult =
  | { readonly ok: true; readonly form: string; readonly saved: string }
  | {
    readonly ok: false
    readonly form: string
    readonly fieldErrors: Readonly<Record<string, string>>
    readonly error: string | null
  }

/** The state before the first submit. */
export type FormState = FormResult | null

/** A server action as useActionState calls it (the form's earlier state first). */
export type FormAction = (previous: FormState, form: FormData) => Promise<FormState>

export const savedResult = (form: string, saved: string): FormResult => ({ ok: true, form, saved })

export const refusedResult = (form: string, fieldErrors: Readonly<Record<string, string>>, error: string | null = null): FormResult =>
  ({ ok: false, form, fieldErrors, error })
