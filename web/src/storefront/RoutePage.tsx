import type { MarketCode } from "@shop/core/markets/index"
import type { ResolvedRoute } from "@shop/core/routes/index"
import type { Translator } from "../i18n/translator.ts"
import type { PageNames } from "./frames.ts"
import { PageFrame } from "./PageFrame.tsx"

/** A route key without a view of its own (routeViews.ts): its frame, with nothing in it yet. */
export function RoutePage(props: {
  readonly market: MarketCode
  readonly route: ResolvedRoute
  readonly tr: Translator
  readonly names: PageNames
}) {
  return <PageFrame market={props.market} route={props.route} tr={props.tr} names={props.names} />
}
