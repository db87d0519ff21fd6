"use client"
import * as Toast from "@radix-ui/react-toast"
import { toastSettings } from "@shop/core/settings/toastSettings"
import { useT } from "../useT.ts"
import type { Entry } from "./shownToast.ts"

/** Radix's default: F8 moves the focus to the toasts. */
const toastHotkey = ["F8"]

/**
 * The open toasts in Radix's region (SPEC 9): errors announced assertively (role alert), successes
 * politely. Loaded by ToastsProvider with the first toast.
 */
export default function ToastRegion(props: { readonly toasts: ReadonlyArray<Entry>; readonly close: (id: number) => void }) {
  const t = useT()
  const { close, toasts } = props
  return (
    <Toast.Provider duration={toastSettings.autoCloseMs} swipeDirection="down" label={t("toast-region-label")}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          className="toast"
          data-testid="toast"
          data-kind={toast.kind}
          type={toast.kind === "error" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) close(toast.id)
          }}
        >
          <Toast.Title className="toast-title">{toast.title}</Toast.Title>
          <Toast.Description className="toast-body">{toast.body}</Toast.Description>
          {toast.link === undefined ? null : (
            <Toast.Action asChild altText={toast.link.text}>
              <a className="toast-link" href={toast.link.href}>
                {toast.link.text}
              </a>
            </Toast.Action>
          )}
          <Toast.Close className="toast-close" aria-label={t("toast-close")}>
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Radix names the region "Notifications (F8)" in English unless told: the market's words, same hotkey. */}
      <Toast.Viewport className="toast-viewport" hotkey={toastHotkey} label={t("toast-viewport-label", { hotkey: toastHotkey.join("+") })} />
    </Toast.Provider>
  )
}
