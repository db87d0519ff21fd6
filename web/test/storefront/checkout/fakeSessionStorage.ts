import { afterEach, beforeEach } from "vitest"

/**
 * Gives each test of the calling `describe` a fresh `window.sessionStorage` backed by the returned
 * map (node has no window), and removes the window after each test.
 */
export const useFakeSessionStorage = (): Map<string, string> => {
  const entries = new Map<string, string>()
  beforeEach(() => {
    entries.clear()
    const sessionStorage = {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key)
    }
    Object.assign(globalThis, { window: { sessionStorage } })
  })
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window")
  })
  return entries
}
