import { useEffect, useState } from "react"

/**
 * True once the component runs in the browser (after hydration). A form shows it as `data-ready`, so
 * what is typed into the server-rendered inputs before that (and reset by React) is never lost by a
 * test that waits for it.
 */
export const useHydrated = (): boolean => {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
