/** Cloudflare Turnstile's browser API, as much of it as the widget uses. */
interface TurnstileApi {
  readonly render: (element: HTMLElement, options: {
    readonly sitekey: string
    readonly callback: (token: string) => void
    readonly "expired-callback": () => void
    readonly "error-callback": () => void
    readonly language?: string
  }) => string
  readonly remove: (widgetId: string) => void
}

const scriptUrl = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"
let loading: Promise<TurnstileApi> | undefined

/** Loads Turnstile's script once per page. */
export const loadTurnstile = (): Promise<TurnstileApi> =>
  (loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script")
    script.src = scriptUrl
    script.async = true
    script.onload = () => {
      const api = (window as unknown as { turnstile?: TurnstileApi }).turnstile
      if (api === undefined) reject(new Error("Turnstile did not load"))
      else resolve(api)
    }
    script.onerror = () => {
      loading = undefined
      reject(new Error("Turnstile did not load"))
    }
    document.head.appendChild(script)
  }))
