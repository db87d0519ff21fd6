/**
 * What a console form's server action answers (React's useActionState state; runStaffAction makes it):
 * done or refused, with the sentence to show in the member's language. `form` names the form on the page.
 * A refusal may name its fields (form field name -> sentence) and give back what was typed (`values`),
 * so a form sent without JavaScript, which the page renders afresh, keeps it.
 * A leaf module: the client forms import it without reaching the server's modules.
 */
export type StaffActionState =
  | null
  | {
    readonly ok: boolean
    readonly form: string
    readonly text: string
    readonly fields?: Readonly<Record<string, string>>
    readonly values?: Readonly<Record<string, ReadonlyArray<string>>>
  }
