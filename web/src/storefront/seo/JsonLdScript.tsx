import type { Graph } from "schema-dts"
import { jsonLdText } from "./jsonLd.ts"

/**
 * Structured data in the page. A `type="application/ld+json"` script is a data block: browsers never
 * run it, so the CSP's script-src does not apply and it needs no nonce (checked in Chromium by
 * e2e/tests/seo.spec.ts). Its text is escaped by jsonLdText, so nothing in it can end the script.
 */
export function JsonLdScript(props: { readonly graph: Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(props.graph) }} />
}
