/** SPEC 9: toasts auto-close after 5000 ms, at most 3 at once, bottom centre. */
export const toastSettings = {
  autoCloseMs: 5000,
  maxVisible: 3,
  position: "bottom-center",
  /** The account toast keeps its body class for 10 s after the toast is removed. */
  accountToastBodyClassMs: 10_000
} as const

export type ToastKind = "error" | "success"

/** SPEC 8: a toast has a kind, a title, a body and a link with text — all as translation keys. */
export interface ToastMessage {
  readonly kind: ToastKind
  readonly titleKey: string
  readonly bodyKey: string
  readonly link?: { readonly href: string; readonly textKey: string }
}
