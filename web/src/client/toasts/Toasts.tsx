"use client"
import { toastSettings } from "@shop/core/settings/toastSettings"
import dynamic from "next/dynamic"
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react"
import type { Entry, ShownToast } from "./shownToast.ts"

const ToastContext = createContext<((toast: ShownToast) => void) | null>(null)

/** Shows a toast; at most `toastSettings.maxVisible` stay open, the oldest closes first. */
export const useToast = (): ((toast: ShownToast) => void) => {
  const show = useContext(ToastContext)
  if (show === null) throw new Error("useToast needs a ToastsProvider above it")
  return show
}

const ToastRegion = dynamic(() => import("./ToastRegion.tsx"), { ssr: false })

/**
 * Toasts per SPEC 9: they close after 5000 ms, at most 3 at once, at the bottom centre. The region
 * that shows them (Radix, ToastRegion.tsx) is loaded with the first toast, not with the page: most
 * visits show none, and it is ~10 KiB of the page's first-load JavaScript (issue 15).
 */
export function ToastsProvider(props: { readonly children: ReactNode }) {
  const [toasts, setToasts] = useState<ReadonlyArray<Entry>>([])
  const next = useRef(0)
  const show = useCallback((toast: ShownToast) => {
    next.current += 1
    const entry = { ...toast, id: next.current }
    setToasts((open) => [...open, entry].slice(-toastSettings.maxVisible))
  }, [])
  const close = useCallback((id: number) => setToasts((open) => open.filter((toast) => toast.id !== id)), [])
  // Once shown, the region stays: a closing toast animates out and the next one needs no new load.
  const [regionNeeded, setRegionNeeded] = useState(false)
  if (toasts.length > 0 && !regionNeeded) setRegionNeeded(true)
  return (
    <ToastContext.Provider value={show}>
      {props.children}
      {regionNeeded ? <ToastRegion toasts={toasts} close={close} /> : null}
    </ToastContext.Provider>
  )
}
