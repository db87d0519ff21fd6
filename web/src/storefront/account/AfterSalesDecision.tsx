import type { AfterSalesProgress, AfterSalesStatus } from "@shop/core/account/afterSales"
import type { MarketCode } from "@shop/core/markets/index"
import { formatPrice } from "@shop/core/markets/priceFormat"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { Translator } from "../../i18n/translator.ts"
import { formatDay } from "./format.ts"

const statusKey: { readonly [S in AfterSalesStatus]: MessageKey } = {
  open: "myaccount-aftersales-open",
  accepted: "myaccount-aftersales-accepted",
  refused: "myaccount-aftersales-refused",
  received: "myaccount-aftersales-received",
  refunded: "myaccount-aftersales-refunded"
}

/** Where the shop stands on a return request or a warranty claim: its status as a badge. */
export function AfterSalesBadge({ progress, tr }: { readonly progress: AfterSalesProgress; readonly tr: Translator }) {
  return (
    <span className={`account-badge account-badge-${progress.status}`} data-testid="aftersales-status" data-status={progress.status}>
      {tr.t(statusKey[progress.status])}
    </span>
  )
}

/** The shop's answer (the reason of an acceptance or a refusal) and the refund, when there are. */
export function AfterSalesAnswer({ market, progress, tr }: { readonly market: MarketCode; readonly progress: AfterSalesProgress; readonly tr: Translator }) {
  return (
    <>
      {progress.decisionReason === null ? null : (
        <p className="aftersales-reason" data-testid="aftersales-reason">{tr.t("myaccount-aftersales-reason", { reason: progress.decisionReason })}</p>
      )}
      {progress.refundAmount === null || progress.refundedAt === null ? null : (
        <p className="aftersales-refund" data-testid="aftersales-refund">
          {tr.t("myaccount-aftersales-refund", { amount: formatPrice(market, progress.refundAmount), date: formatDay(market, progress.refundedAt) })}
        </p>
      )}
    </>
  )
}
