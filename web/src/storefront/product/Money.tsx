import { euroEquivalentText } from "@shop/core/markets/euroText"
import type { MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { MessageValues } from "../../i18n/translator.ts"

type Translate = (key: MessageKey, values?: MessageValues) => string

/** The same as one string, for a sentence: "179,00 Lev (≈ 91,52 €)". */
export const moneyText = (market: MarketCode, amount: number, t: Translate): string => {
  const main = formatPrice(market, amount)
  const euro = euroEquivalentText(market, amount)
  return euro === null ? main : `${main} (${t("product-euro-equivalent", { amount: euro })})`
}

/**
 * An amount in the market's currency, followed in Bulgaria by its euro equivalent (SPEC 9). Plain
 * markup with no hooks and no `effect`: the server view and the client widget (on its first load)
 * both render it with their own `t`. Without a euro equivalent it is one element (a product page
 * shows a dozen amounts, each written twice in its HTML: issue 15).
 */
export function Money(props: {
  readonly market: MarketCode
  readonly amount: number
  readonly t: Translate
  readonly className?: string
  readonly testId?: string
}) {
  const { amount, market, t } = props
  const euro = euroEquivalentText(market, amount)
  const outer = props.className === undefined ? "pdp-money" : `pdp-money ${props.className}`
  const testId = props.testId === undefined ? {} : { "data-testid": props.testId }
  if (euro === null) return <span className={`${outer} pdp-money-main`} {...testId}>{formatPrice(market, amount)}</span>
  return (
    <span className={outer}>
      <span className="pdp-money-main" {...testId}>{formatPrice(market, amount)}</span>{" "}
      <span className="pdp-euro">{t("product-euro-equivalent", { amount: euro })}</span>
    </span>
  )
}
