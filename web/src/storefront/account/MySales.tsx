import { mySalesWithProgress, mySaleWithProgress, type SaleWithProgress } from "@shop/core/backend/account/saleProgress"
import { acceptsPayoutDetails } from "@shop/core/backend/account/salePayout"
import { mySettings } from "@shop/core/backend/account/settings"
import type { SellerSaleProgress } from "@shop/core/sell/sellerSaleProgress"
import type { SellOrderStatus } from "@shop/core/sell/sellTypes"
import type { MarketCode } from "@shop/core/markets/index"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { pathOf, pathOfRoute } from "@shop/core/routes/router"
import { Result } from "effect"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { Translator } from "../../i18n/translator.ts"
import { loadForPage } from "../../server/page.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"
import { requireAccountUser } from "./accountSession.ts"
import { formatDay, maskAccount } from "./format.ts"
import { ActionResults, WhenRefused, WhenSaved } from "../../client/islands.tsx"
import { validationTexts } from "./resultTexts.ts"
import { completePayoutForm } from "./salePayoutActions.ts"
import { SalePayoutForm } from "./SalePayoutForm.tsx"

/** A calendar day (YYYY-MM-DD: a pickup or a transfer) written the market's way; anything else as it is. */
const dayText = (market: MarketCode, day: string): string => {
  const at = Date.parse(`${day}T12:00:00Z`)
  return Number.isNaN(at) ? day : formatDay(market, at)
}

const statusKey: { readonly [S in SellOrderStatus]: MessageKey } = {
  submitted: "myaccount-sale-submitted",
  received: "myaccount-sale-received",
  evaluated: "myaccount-sale-evaluated",
  "counter-offered": "myaccount-sale-counter-offered",
  accepted: "myaccount-sale-accepted",
  declined: "myaccount-sale-declined",
  returned: "myaccount-sale-returned",
  paid: "myaccount-sale-paid",
  cancelled: "myaccount-sale-cancelled"
}

const saleHref = (market: MarketCode, saleId: string): string =>
  Result.getOrElse(pathOfRoute(market, { key: "saleDetails", params: { saleId } } as never), () => pathOf(market, "mySales"))

/** Each status the sale reached and its day, then the evaluated amount and the payout once there. */
function SaleProgress({ market, progress, tr }: { readonly market: MarketCode; readonly progress: SellerSaleProgress; readonly tr: Translator }) {
  return (
    <>
      <ol className="account-card-lines" data-testid="sale-progress">
        {progress.steps.map((step) => (
          <li key={`${step.status}-${step.at}`} data-testid="sale-step" data-status={step.status}>
            {tr.t(statusKey[step.status])} — {formatDay(market, step.at)}
          </li>
        ))}
      </ol>
      <dl className="account-card-facts">
        {progress.evaluatedAmount !== null && (
          <div><dt>{tr.t("myaccount-sale-evaluated-amount")}</dt><dd data-testid="sale-evaluated-amount">{formatPrice(market, progress.evaluatedAmount)}</dd></div>
        )}
        {progress.payout !== null && (
          <>
            <div><dt>{tr.t("myaccount-sale-paid-amount")}</dt><dd data-testid="sale-paid-amount">{formatPrice(market, progress.payout.amount)}</dd></div>
            <div><dt>{tr.t("myaccount-sale-paid-on")}</dt><dd>{dayText(market, progress.payout.paidOn)}</dd></div>
          </>
        )}
      </dl>
    </>
  )
}

function SaleCard({ market, sale, tr }: { readonly market: MarketCode; readonly sale: SaleWithProgress; readonly tr: Translator }) {
  return (
    <li className="account-card" data-testid="account-sale" data-sale-id={sale.sellOrderId}>
      <div className="account-card-head">
        <span>{tr.t("myaccount-sale-date", { date: formatDay(market, sale.createdAt) })}</span>
        <span className={`account-badge account-badge-${sale.status}`}>{tr.t(statusKey[sale.status])}</span>
      </div>
      <ul className="account-card-lines">
        {sale.payload.products.map((product) => <li key={product.item_index}>{product.modelName}</li>)}
      </ul>
      <dl className="account-card-facts">
        <div><dt>{tr.t("myaccount-sale-offer")}</dt><dd>{formatPrice(market, sale.payload.totalEstimatedOffer)}</dd></div>
        {sale.progress.payout !== null && (
          <div><dt>{tr.t("myaccount-sale-paid-amount")}</dt><dd data-testid="sale-paid-amount">{formatPrice(market, sale.progress.payout.amount)}</dd></div>
        )}
      </dl>
      <a className="account-card-link" href={saleHref(market, sale.sellOrderId)}>{tr.t("myaccount-sale-open")}</a>
    </li>
  )
}

export async function MySalesView(props: ViewProps<"mySales">) {
  const { market, names, route, tr, pathname } = props
  const user = await requireAccountUser(market, pathname)
  const sales = await loadForPage(mySalesWithProgress(user.id, market))
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-area" links={false}>
      <p><a href={pathOf(market, "account")}>{tr.t("myaccount-back")}</a></p>
      {sales.length === 0
        ? <p className="account-empty" data-testid="account-empty">{tr.t("myaccount-sales-empty")}</p>
        : <ul className="account-cards">{sales.map((sale) => <SaleCard key={sale.sellOrderId} market={market} sale={sale} tr={tr} />)}</ul>}
    </PageFrame>
  )
}

/** completePayoutForm's refusal of a sale that has its payout details already. */
const payoutConflict: MessageKey = "mysettings-payout-conflict"

export async function SaleDetailsView(props: ViewProps<"saleDetails">) {
  const { market, names, route, tr, pathname } = props
  const user = await requireAccountUser(market, pathname)
  // Another user's sale, a guest's, or an id of nothing: the not-found page (loadForPage maps NotFound).
  const sale = await loadForPage(mySaleWithProgress(user.id, market, String((route.params as { readonly saleId?: string }).saleId ?? "")))
  const { payload } = sale
  const courier = payload.pickupDetailsCourier
  const locker = payload.pickupDetailsLocker
  const payment = payload.paymentDetails
  // A sale sent without payout details (the payment-test variant) can get them here, once.
  const settings = acceptsPayoutDetails(sale) ? await loadForPage(mySettings(user.id)) : null
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-area" links={false}>
      <p><a href={pathOf(market, "mySales")}>{tr.t("myaccount-back-sales")}</a></p>
      <section className="account-card" data-testid="account-sale-details" data-sale-id={sale.sellOrderId}>
        <div className="account-card-head">
          <span>{tr.t("myaccount-sale-date", { date: formatDay(market, sale.createdAt) })}</span>
          <span className={`account-badge account-badge-${sale.status}`}>{tr.t(statusKey[sale.status])}</span>
        </div>
        <h2>{tr.t("myaccount-sale-devices")}</h2>
        <ul className="account-card-lines">
          {payload.products.map((product) => (
            <li key={product.item_index}>
              {product.modelName} — {formatPrice(market, product.isInstantSell ? product.offerWithoutVoucher : product.offerWithVoucher)}
            </li>
          ))}
        </ul>
        <dl className="account-card-facts">
          <div><dt>{tr.t("myaccount-sale-offer")}</dt><dd>{formatPrice(market, payload.totalEstimatedOffer)}</dd></div>
        </dl>
        <h2>{tr.t("myaccount-sale-progress")}</h2>
        <SaleProgress market={market} progress={sale.progress} tr={tr} />
        <h2>{tr.t("myaccount-sale-payout")}</h2>
        {/* The payout form's answers; once saved, the page is rendered again with the details instead of the form. */}
        <ActionResults action={completePayoutForm.bind(null, sale.sellOrderId)} texts={validationTexts(tr)}>
          {payment !== null && (
            <WhenSaved formName="payout">
              <p className="account-confirmation" role="status" data-testid="sale-payout-saved">{tr.t("mysettings-payout-saved")}</p>
            </WhenSaved>
          )}
          <WhenRefused error={payoutConflict}>
            <p className="account-field-error" role="alert" data-testid="sale-payout-conflict">{tr.t(payoutConflict)}</p>
          </WhenRefused>
          {payment === null
            ? (
              <>
                <p data-testid="account-payout-missing">{tr.t(settings === null ? "mysettings-payout-closed" : "myaccount-sale-payout-missing")}</p>
                {settings !== null && <SalePayoutForm settings={settings} tr={tr} />}
              </>
            )
            : (
              <dl className="account-card-facts" data-testid="sale-payout-details">
                <div><dt>{tr.t("myaccount-sale-payout-to")}</dt><dd data-testid="sale-payout-to">{payment.sellerName}</dd></div>
                <div><dt>{tr.t(payment.paymentType === "card" ? "myaccount-method-card" : "myaccount-sale-iban")}</dt><dd data-testid="sale-payout-account">{maskAccount(payment.iban)}</dd></div>
              </dl>
            )}
        </ActionResults>
        <h2>{tr.t("myaccount-sale-delivery")}</h2>
        {courier !== null
          ? <p>{tr.t("myaccount-sale-courier", { address: `${courier.street} ${courier.number}, ${courier.locality}, ${courier.county}`, date: dayText(market, courier.pickupDate) })}</p>
          : locker !== null
          ? <p>{tr.t("myaccount-sale-locker", { locker: locker.lockerId })}</p>
          : <p>{tr.t("myaccount-sale-delivery-none")}</p>}
      </section>
    </PageFrame>
  )
}
