import type { RouteKey } from "@shop/core/routes/index"
import type { Metadata } from "next"

/**
 * Pages reached by a link that carries one shopper's secret: the pages that show an order or a sale
 * (`?order=<id>&token=…`, core access/recordAccess.ts: the payment and thank-you pages, and the sell
 * funnel's steps, whose congrats step shows the submitted sale), and the forgot page opened from a
 * reset mail (`?token=…`: the token sets the account's password until it is used). The shop's
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

/** The page's query words, as Next gives them to a page. */
type Query = Readonly<Record<string, string | ReadonlyArray<string> | undefined>>

/** Whether the page of `key`, opened with `query`, carries a secret in its link (see above). */
export const showsPrivateRecord = (key: RouteKey, query: Query = {}): boolean =>
  privatePages.has(key) || (key === "forgot" && Object.hasOwn(query, "token") && query["token"] !== undefined)

export const privatePageMetadata = {
  referrer: "no-referrer",
  robots: { index: false, follow: false }
} as const satisfies Metadata
