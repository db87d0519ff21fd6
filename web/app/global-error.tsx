"use client"
import "./globals.css"

/**
 * When even the root layout fails (it reads the market and the consent cookie), no market is known:
 * the page says it in the four markets' languages and English, each marked with its language, and
 * offers a reload (the layout is rendered on the server again, which a client-side reset would not do). Its status is set as for app/(shop)/error.tsx (503 on a database outage).
 */
const texts = [
  { lang: "ro", title: "Pagina nu a putut fi încărcată", body: "Te rugăm să încerci din nou în câteva secunde.", retry: "Încearcă din nou" },
  { lang: "bg", title: "Страницата не можа да се зареди", body: "Моля, опитай отново след няколко секунди.", retry: "Опитай отново" },
  { lang: "hu", title: "Az oldalt nem sikerült betölteni", body: "Kérjük, próbáld újra néhány másodperc múlva.", retry: "Újrapróbálom" },
  { lang: "el", title: "Δεν ήταν δυνατή η φόρτωση της σελίδας", body: "Δοκίμασε ξανά σε λίγα δευτερόλεπτα.", retry: "Δοκίμασε ξανά" },
  { lang: "en", title: "This page could not be loaded", body: "Please try again in a few seconds.", retry: "Try again" }
] as const

export default function GlobalError(_props: { readonly error: Error & { readonly digest?: string }; readonly reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main className="container page-frame not-found" data-route-key="error" data-testid="error-page">
          {texts.map((text) => (
            <section key={text.lang} lang={text.lang}>
              <h1>{text.title}</h1>
              <p className="lead">{text.body}</p>
              <button type="button" className="button button-primary" onClick={() => window.location.reload()}>{text.retry}</button>
            </section>
          ))}
        </main>
      </body>
    </html>
  )
}
