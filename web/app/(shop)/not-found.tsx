import type { Metadata } from "next"
import { NotFoundView } from "../../src/storefront/NotFoundView.tsx"
import { requestContext } from "../../src/storefront/requestMarket.ts"

/** The localized 404 page (status 404): unknown paths, brands, models and products. */
export async function generateMetadata(): Promise<Metadata> {
  const { tr } = await requestContext()
  return { title: tr.t("not-found-title"), robots: { index: false } }
}

export default async function NotFound() {
  // A console address that names nothing has the console's own (app/(console)/staff/not-found.tsx).
  const { market, tr } = await requestContext()
  return <NotFoundView market={market} tr={tr} />
}
