import type { RouteKey } from "@shop/core/routes/index"
import type { Metadata } from "next"

/**
 * Pages that show one shopper's order or sale and are reached by a link carrying its token
 * (`?order=<id>&token=…`, core access/recordAccess.ts): the payment and thank-you pages, and the
 * sell funnel's steps (its congrats step shows the submitted sale). The shop's
 * `Referrer-Policy: strict-origin-when-cross-origin` already keeps the query from other sites; on
 * these pages the document's own policy is `no-referrer`, so not even a same-site link or request
 * made from the page repeats the link in a `Referer`, and search engines are asked not to keep them.
 */
const privatePages: ReadonlySet<RouteKey> = new Set<RouteKey>([
  "thankYou",
  "instalmentThankYou",
  "financingThankYou",
  "paymentProcessing",
  "paymentFailed",
  "sellStep"
])

export const showsPrivateRecord = (key: RouteKey): boolean => privatePages.has(key)

export const privatePageMetadata = {
  referrer: "no-referrer",
  robots: { index: false, follow: false }
} as const satisfies Metadata
