import type { MarketCode } from "@shop/core/markets/index"
import { pathOf, queryWords } from "@shop/core/routes/index"
import type { Translator } from "../i18n/translator.ts"

/**
 * The header search: a plain GET form to the shop root with `q`, so it works before (and without)
 * JavaScript. The market's query words (SPEC 2.3) are the suggestions and the placeholder example.
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
      <button type="submit">{tr.t("search-submit")}</button>
    </form>
  )
}
