import type { MarketCode } from "@shop/core/markets/index"
import { pathOf, queryWords } from "@shop/core/routes/index"
import type { Translator } from "../i18n/translator.ts"
import { Icon } from "./Icon.tsx"

/**
 * The header search: a plain GET form to the shop root with `q`, so it works before (and without)
 * JavaScript. The market's query words (SPEC 2.3) are the suggestions and the placeholder example.
 * On a phone the button is a magnifier (its word stays its name), so the hint has the room it needs
 * in every language ("Δοκίμασε «κινητά»" was cut at 390 px).
 */
export function SearchBox(props: { readonly market: MarketCode; readonly tr: Translator; readonly defaultQuery?: string }) {
  const { market, tr } = props
  const words = Object.values(queryWords(market))
  return (
    <form className="search" role="search" action={pathOf(market, "shop")} method="get">
      <label htmlFor="site-search" className="visually-hidden">
        {tr.t("search-label")}
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        list="site-search-words"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={tr.t("search-placeholder", { example: queryWords(market).phones })}
        defaultValue={props.defaultQuery}
      />
      <datalist id="site-search-words">
        {words.map((word) => <option key={word} value={word} />)}
      </datalist>
      <button type="submit">
        <Icon name="search" />
        <span className="search-submit-text">{tr.t("search-submit")}</span>
      </button>
    </form>
  )
}
