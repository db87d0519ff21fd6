"use client"
import * as Toast from "@radix-ui/react-toast"
import { toastSettings, type ToastKind } from "@shop/core/settings/toastSettings"
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react"
import { useT } from "../useT.ts"

/** A toast as shown: already translated text (SPEC 8: kind, title, body, a link with text). */
export interface ShownToast {
  readonly kind: ToastKind
  readonly title: string
  readonly body: string
  readonly link?: { readonly href: string; readonly text: string }
}

interface Entry extends ShownToast {
  readonly id: number
}

const ToastContext = createContext<((toast: ShownToast) => void) | null>(null)

/** Shows a toast; at most `toastSettings.maxVisible` stay open, the oldest closes first. */
export const useToast = (): ((toast: ShownToast) => void) => {
  const show = useContext(ToastContext)
  if (show === null) throw new Error("useToast needs a ToastsProvider above it")
  return show
}

/**
 * Radix toasts per SPEC 9: they close after 5000 ms, at most 3 at once, at the bottom centre.
 * Errors are announced assertively (role alert), successes politely.
 */
export function ToastsProvider(props: { readonly children: ReactNode }) {
  const t = useT()
  const [toasts, setToasts] = useState<ReadonlyArray<Entry>>([])
  const next = useRef(0)
  const show = useCallback((toast: ShownToast) => {
    next.current += 1
    const entry = { ...toast, id: next.current }
    setToasts((open) => [...open, entry].slice(-toastSettings.maxVisible))
  }, [])
  const close = useCallback((id: number) => setToasts((open) => open.filter((toast) => toast.id !== id)), [])
  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={toastSettings.autoCloseMs} swipeDirection="down" label={t("toast-region-label")}>
        {props.children}
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
        <Toast.Viewport className="toast-viewport" />
      </Toast.Provider>
    </ToastContext.Provider>
  )
}
