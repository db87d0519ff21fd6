import type { Metadata, Viewport } from "next"
import type { ReactNode } from "react"
import { consentTexts } from "../../src/client/consent/consentTexts.ts"
import { ConsentBanner } from "../../src/client/islands.tsx"
import { localeOfMarket } from "../../src/i18n/catalogues.ts"
import { FirebaseConfigScript } from "../../src/server/FirebaseConfigScript.tsx"
import { ErrorTextsProvider } from "../../src/client/errorPage/ErrorTexts.tsx"
import { pathOf } from "@shop/core/routes/index"
import { requestContext } from "../../src/storefront/requestMarket.ts"
import { Footer } from "../../src/ui/Footer.tsx"
import { Header } from "../../src/ui/Header.tsx"
import "../globals.css"
import "../styles/listing.css"
import "../styles/product.css"
// With the other storefront styles, not with the card and gallery that use it: a stylesheet of its own
// was one more link in every page's head and payload (issue 15).
import "../styles/gallery.css"
import "../styles/cart.css"
import "../styles/checkout.css"
import "../styles/toasts.css"
import "../styles/sell.css"
import "../styles/content.css"
import "../styles/help.css"
import "../styles/reviews.css"
import "../styles/account.css"
import "../styles/auth.css"
import "../styles/account-area.css"
import "../styles/account-warranty.css"
import "../styles/header.css"
import "../styles/icons.css"
import "../styles/trust.css"

/**
 * The root layout of every storefront: the market comes from the host, so does the language of the
 * document (`<html lang>`: ro, bg, hu, el). Skip link, header, main, footer, and the cookie consent
 * banner. Nothing here reads the visitor's cookies (issue 15): the account link, the cart badge and the
 * consent banner read them in the browser, so the layout's HTML is the same for every visitor.
 * The staff console has a root layout of its own (app/(console)/layout.tsx, issue 15): nothing of the
 * console (its nav, its catalogue, its styles) is in a storefront page's chunks, nor the storefront's
 * in the console's. Every path outside /staff/ comes here (the catch-all), so every unknown path gets
 * the shop's 404 page (app/(shop)/not-found.tsx).
 */
export async function generateMetadata(): Promise<Metadata> {
  const { tr } = await requestContext()
  const site = tr.t("site-name")
  return { title: { default: site, template: `%s | ${site}` }, description: tr.t("site-tagline") }
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0d5c46" }

export default async function RootLayout({ children }: { readonly children: ReactNode }) {
  const { market, tr } = await requestContext()
  return (
    <html lang={localeOfMarket(market)}>
      <body>
        <a className="skip-link" href="#main">
          {tr.t("skip-to-content")}
        </a>
        <Header market={market} tr={tr} />
        <main id="main" tabIndex={-1}>
          <ErrorTextsProvider texts={{
            title: tr.t("error-title"),
            body: tr.t("error-body"),
            retry: tr.t("error-retry"),
            home: tr.t("error-home"),
            homeHref: pathOf(market, "index")
          }}>
            {children}
          </ErrorTextsProvider>
        </main>
        <Footer market={market} tr={tr} />
        <ConsentBanner texts={consentTexts(tr)} />
        <FirebaseConfigScript />
      </body>
    </html>
  )
}
