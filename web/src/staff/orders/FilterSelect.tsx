import type { StaffTranslator } from "../i18n.ts"

/** One select of a list's GET filter form: "any" (empty) and the given choices, `data-testid="staff-filter-<name>"`. */
export function FilterSelect(props: {
  readonly tr: StaffTranslator
  readonly label: string
  readonly name: string
  readonly value: string | undefined
  readonly choices: ReadonlyArray<{ readonly value: string; readonly text: string }>
}) {
  return (
    <label><span>{props.label}</span>
      <select name={props.name} defaultValue={props.value ?? ""} data-testid={`staff-filter-${props.name}`}>
        <option value="">{props.tr.t("staff-filter-any")}</option>
        {props.choices.map((choice) => <option key={choice.value} value={choice.value}>{choice.text}</option>)}
      </select>
    </label>
  )
}
