import type { ReactNode } from "react"

export interface StaffColumn<R> {
  readonly header: string
  readonly cell: (row: R) => ReactNode
  /** Numbers and money align right. */
  readonly numeric?: boolean
}

/**
 * A console list: a real table (headers, a caption for screen readers) that scrolls sideways inside
 * its frame on a phone rather than squeezing its columns. Rows carry `data-testid="staff-row"` and
 * `data-id` (the hooks the end-to-end tests use).
 */
export function StaffTable<R>(props: {
  readonly caption: string
  readonly rows: ReadonlyArray<R>
  readonly idOf: (row: R) => string
  readonly columns: ReadonlyArray<StaffColumn<R>>
  readonly empty: string
  /** The rows' `data-testid`: "staff-row" (the page's records) unless a record's page lists its parts (an order's lines, its events). */
  readonly rowTestId?: string
}) {
  if (props.rows.length === 0) return <p className="staff-empty" data-testid="staff-empty">{props.empty}</p>
  return (
    <div className="staff-table-frame" tabIndex={0} role="region" aria-label={props.caption}>
      <table className="staff-table">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>{props.columns.map((column) => <th key={column.header} scope="col" className={column.numeric === true ? "numeric" : undefined}>{column.header}</th>)}</tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.idOf(row)} data-testid={props.rowTestId ?? "staff-row"} data-id={props.idOf(row)}>
              {props.columns.map((column) => <td key={column.header} className={column.numeric === true ? "numeric" : undefined}>{column.cell(row)}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
