import type { Crumb } from "../storefront/frames.ts"
import type { Translator } from "../i18n/translator.ts"

/** A breadcrumb trail; the last crumb is the current page (aria-current, not a link). */
export function Breadcrumbs(props: { readonly crumbs: ReadonlyArray<Crumb>; readonly tr: Translator }) {
  const last = props.crumbs.length - 1
  return (
    <nav className="breadcrumbs" aria-label={props.tr.t("breadcrumb-label")}>
      <ol>
        {props.crumbs.map((crumb, i) => (
          // A trail is drawn once and never reordered: its place is its key (a short one: keys are in the page's payload).
          <li key={i}>
            {i === last ? <span aria-current="page">{crumb.label}</span> : <a href={crumb.href}>{crumb.label}</a>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
