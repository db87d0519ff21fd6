import Link from "next/link"
import type { StaffTranslator } from "../i18n.ts"

/** Previous / next links keeping the list's filters (`query`), and where the list is. */
export function StaffPager(props: {
  readonly tr: StaffTranslator
  readonly basePath: string
  readonly query: Readonly<Record<string, string>>
  readonly page: number
  readonly pageSize: number
  readonly total: number
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize))
  const href = (page: number) => {
    const params = new URLSearchParams({ ...props.query, ...(page > 1 ? { page: String(page) } : {}) })
    const text = params.toString()
    return text === "" ? props.basePath : `${props.basePath}?${text}`
  }
  return (
    <nav className="staff-pager" aria-label={props.tr.t("staff-pager-label")}>
      {props.page > 1 ? <Link href={href(props.page - 1)} rel="prev">{props.tr.t("staff-pager-previous")}</Link> : <span aria-hidden="true" />}
      <span>{props.tr.t("staff-pager-status", { page: props.page, pages, total: props.total })}</span>
      {props.page < pages ? <Link href={href(props.page + 1)} rel="next">{props.tr.t("staff-pager-next")}</Link> : <span aria-hidden="true" />}
    </nav>
  )
}
