import type { ToastKind } from "@shop/core/settings/toastSettings"

/** A toast as shown: already translated text (SPEC 8: kind, title, body, a link with text). */
export interface ShownToast {
  readonly kind: ToastKind
  readonly title: string
  readonly body: string
  readonly link?: { readonly href: string; readonly text: string }
}

/** An open toast: the provider's list, which the lazily loaded region renders. */
export interface Entry extends ShownToast {
  readonly id: number
}
