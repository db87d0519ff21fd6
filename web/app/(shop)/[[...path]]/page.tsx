import type { Metadata } from "next"
import { notFound, permanentRedirect } from "next/navigation"
import { HomePage } from "../../../src/storefront/HomePage.tsx"
import { loadFeatured, loadPageNames } from "../../../src/storefront/loadPage.ts"
import { loadHomeTrust } from "../../../src/storefront/trustData.ts"
import { requestContext } from "../../../src/storefront/requestMarket.ts"
import { firstParam, pathnameOf, resolveRequest, searchOf } from "../../../src/storefront/resolveRequest.ts"
import { HomeJsonLd } from "../../../src/storefront/seo/HomeJsonLd.tsx"
import { loadPageMetadata } from "../../../src/storefront/seo/loadPageMetadata.ts"
import { RoutePage } from "../../../src/storefront/RoutePage.tsx"
import { markSharedPage } from "../../../src/server/sharedPages.ts"
import { viewOf } from "../../../src/storefront/routeViews.ts"

/**
 * Every storefront page (DESIGN.md "Web"): paths carry no market prefix and RO and BG share
 * /magazin/, so one catch-all takes the market from the host and the page from core's route table
 * (resolvePath). Non-canonical paths redirect to the canonical one (pathOfRoute); unknown paths
 * are 404 (app/(shop)/not-found.tsx). /api, /images, /staff and /sandbox-pay are their own segments and win.
 */

type SearchParams = Record<string, string | string[] | undefined>

interface Props {
  readonly params: Promise<{ path?: string[] }>
  readonly searchParams: Promise<SearchParams>
}

const outcomeOf = async (props: Props) => {
  const [{ path = [] }, query, context] = await Promise.all([props.params, props.searchParams, requestContext()])
  const pathname = pathnameOf(path)
  return { ...context, query, pathname, outcome: resolveRequest(context.market, pathname, searchOf(query)) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { market, outcome, pathname, query, tr } = await outcomeOf(props)
  if (outcome._tag !== "Page") return { title: tr.t("not-found-title"), robots: { index: false, follow: true } }
  return loadPageMetadata({ market, tr, route: outcome.route, pathname, query })
}

export default async function StorefrontPage(props: Props) {
  const { market, outcome, pathname, query, tr } = await outcomeOf(props)
  if (outcome._tag === "NotFound") notFound()
  if (outcome._tag === "Redirect") permanentRedirect(outcome.location)
  const route = outcome.route
  markSharedPage(route, query)
  if (route.key === "index") {
    const [featured, trust] = await Promise.all([loadFeatured(market), loadHomeTrust(market)])
    return <HomePage market={market} tr={tr} featured={featured} trust={trust} structuredData={<HomeJsonLd market={market} tr={tr} />} />
  }
  const names = await loadPageNames(market, pathname, firstParam(query["shape"]))
  const View = viewOf(route)
  if (View !== undefined) return View({ market, route, tr, names, pathname, searchParams: query })
  return <RoutePage market={market} route={route} tr={tr} names={names} />
}
