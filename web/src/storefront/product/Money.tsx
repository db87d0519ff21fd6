import { formatEuroEquivalent } from "@shop/core/markets/euro"
import type { MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { Option } from "effect"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { MessageValues } from "../../i18n/translator.ts"

type Translate = (key: MessageKey, values?: MessageValues) => string

/** The same as one string, for a sentence: "179,00 Lev (≈ 91,52 €)". */
export const moneyText = (market: MarketCode, amount: number, t: Translate): string => {
  const main = formatPrice(market, amount)
  return Option.match(formatEuroEquivalent(market, amount), {
    onNone: () => main,
    onSome: (euro) => `${main} (${t("product-euro-equivalent", { amount: euro })})`
  })
}

/**
 * An amount in the market's currency, followed in Bulgaria by its euro equivalent (SPEC 9). Plain
 * markup with no hooks: the server view and the client widget both render it with their own `t`.
 */
export function Money(props: {
  readonly market: MarketCode
  readonly amount: number
  readonly t: Translate
  readonly className?: string
  readonly testId?: string
}) {
  const { amount, market, t } = props
  const euro = Option.getOrNull(formatEuroEquivalent(market, amount))
  return (
    <span className={props.className === undefined ? "pdp-money" : `pdp-money ${props.className}`}>
      <span className="pdp-money-main" data-testid={props.testId}>{formatPrice(market, amount)}</span>
      {euro === null ? null : (
        <>
          {" "}
          <span className="pdp-euro">{t("product-euro-equivalent", { amount: euro })}</span>
        </>
      )}
    </span>
  )
}
