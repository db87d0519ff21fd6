"use client"
import { useErrorTexts } from "../../src/client/errorPage/ErrorTexts.tsx"

/**
 * The localized error page of every storefront page (DESIGN "a database outage is a localized 503
 * page"): shown in place of a page whose data failed, inside the market's layout. Its status is
 * Next's 500, or 503 with Retry-After when the database was unavailable (the socket boundary sets
 * it: web/server/boundary.mjs). The cause is logged on the server, never shown.
 */
export default function ErrorPage(props: { readonly error: Error & { readonly digest?: string }; readonly reset: () => void }) {
  const texts = useErrorTexts()
  return (
    <div className="container page-frame not-found" data-route-key="error" data-testid="error-page">
      <h1>{texts.title}</h1>
      <p className="lead">{texts.body}</p>
      <p className="frame-links-inline">
        <button type="button" className="button button-primary" onClick={() => props.reset()}>
          {texts.retry}
        </button>{" "}
        <a className="button button-outline" href={texts.homeHref}>{texts.home}</a>
      </p>
    </div>
  )
}
