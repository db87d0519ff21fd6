import type { Translator } from "../../i18n/translator.ts"
import { pageHref, pageItems } from "./listingLinks.ts"
import type { ListingFilters } from "./listingParams.ts"

/** Previous, numbered pages with gaps, next: plain links, so every page has its own URL. */
export function Pager(props: {
  readonly tr: Translator
  readonly pathname: string
  readonly filters: ListingFilters
  readonly pageCount: number
}) {
  const { filters, pageCount, pathname, tr } = props
  const items = pageItems(filters.page, pageCount)
  if (items.length === 0) return null
  const page = filters.page
  return (
    <nav className="pager" aria-label={tr.t("listing-pager-label")}>
      <p className="pager-status">{tr.t("listing-pager-status", { page, count: pageCount })}</p>
      <ul>
        <li className="pager-step">
          {page > 1 ? <a href={pageHref(pathname, filters, page - 1)} rel="prev">{tr.t("listing-pager-previous")}</a> : null}
        </li>
        {items.map((item) =>
          item.kind === "gap" ? (
            <li key={`gap-${item.after}`} className="pager-gap" aria-hidden="true">…</li>
          ) : (
            <li key={item.page}>
              {item.current ? (
                <span className="pager-current" aria-current="page">
                  <span className="visually-hidden">{tr.t("listing-pager-page", { page: item.page })}</span>
                  <span aria-hidden="true">{item.page}</span>
                </span>
              ) : (
                <a href={pageHref(pathname, filters, item.page)} aria-label={tr.t("listing-pager-page", { page: item.page })}>{item.page}</a>
              )}
            </li>
          ))}
        <li className="pager-step">
          {page < pageCount ? <a href={pageHref(pathname, filters, page + 1)} rel="next">{tr.t("listing-pager-next")}</a> : null}
        </li>
      </ul>
    </nav>
  )
}
