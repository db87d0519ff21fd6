import type { Metadata } from "next"
import { NotFoundView } from "../../src/storefront/NotFoundView.tsx"
import { requestContext } from "../../src/storefront/requestMarket.ts"
import { requestPath } from "../../src/server/requestContext.ts"
import { isStaffPath } from "../../src/staff/StaffDocument.tsx"
import { StaffNotFound } from "../../src/staff/ui/StaffNotFound.tsx"

/** The localized 404 page (status 404): unknown paths, brands, models and products. */
export async function generateMetadata(): Promise<Metadata> {
  if (isStaffPath(requestPath())) return { title: "404", robots: { index: false } }
  const { tr } = await requestContext()
  return { title: tr.t("not-found-title"), robots: { index: false } }
}

export default async function NotFound() {
  // A console address that names nothing renders inside the console's document (the root layout's choice).
  if (isStaffPath(requestPath())) return <StaffNotFound />
  const { market, tr } = await requestContext()
  return <NotFoundView market={market} tr={tr} />
}
