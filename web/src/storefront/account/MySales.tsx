import { mySalesWithProgress, mySaleWithProgress, type SaleWithProgress } from "@shop/core/backend/account/saleProgress"
import { acceptsPayoutDetails } from "@shop/core/backend/account/salePayout"
import { mySettings } from "@shop/core/backend/account/settings"
import type { SellerSaleProgress } from "@shop/core/sell/sellerSaleProgress"
import { ConfigAttributes } from "@shop/core/sell/config"
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
import { dayText, formatDay, maskAccount } from "./format.ts"
import { ActionResults, WhenRefused, WhenSaved } from "../../client/islands.tsx"
import { validationTexts } from "./resultTexts.ts"
import { completePayoutForm } from "./salePayoutActions.ts"
import { SalePayoutForm } from "./SalePayoutForm.tsx"
import { CounterOfferPanel, type DeviceConfigLabels } from "./CounterOfferPanel.tsx"
import { saleStatusKey } from "./saleStatus.ts"
import { configOptionsFor } from "../sell/sellOptions.ts"

const saleHref = (market: MarketCode, saleId: string): string =>
  Result.getOrElse(pathOfRoute(market, { key: "saleDetails", params: { saleId } } as never), () => pathOf(market, "mySales"))

/**
 * Each status the sale reached and its day (counter-offered, accepted, declined and returned too),
 * then the evaluated amount, the payout, and the return's courier reference once there.
 */
function SaleProgress({ market, progress, tr }: { readonly market: MarketCode; readonly progress: SellerSaleProgress; readonly tr: Translator }) {
  const returnedAt = progress.steps.findLast((step) => step.status === "returned")?.at
  return (
    <>
      <ol className="account-card-lines" data-testid="sale-progress">
        {progress.steps.map((step) => (
          <li key={`${step.status}-${step.at}`} data-testid="sale-step" data-status={step.status}>
            {tr.t(saleStatusKey[step.status])} — {formatDay(market, step.at)}
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
      {progress.returnReference !== null && returnedAt !== undefined && (
        <p data-testid="sale-returned" data-reference={progress.returnReference}>{tr.t("mysale-returned", { date: formatDay(market, returnedAt), reference: progress.returnReference })}</p>
      )}
    </>
  )
}

function SaleCard({ market, sale, tr }: { readonly market: MarketCode; readonly sale: SaleWithProgress; readonly tr: Translator }) {
  return (
    <li className="account-card" data-testid="account-sale" data-sale-id={sale.sellOrderId}>
      <div className="account-card-head">
        <span>{tr.t("myaccount-sale-date", { date: formatDay(market, sale.createdAt) })}</span>
        <span className={`account-badge account-badge-${sale.status}`} data-testid="sale-status" data-status={sale.status}>{tr.t(saleStatusKey[sale.status])}</span>
      </div>
      <ul className="account-card-lines">
        {sale.payload.products.map((product) => <li key={product.item_index}>{product.modelName}</li>)}
      </ul>
      {sale.tradeInFor === undefined ? null : (
        <p data-testid="sale-trade-in-for" data-order-id={sale.tradeInFor}>
          <a href={pathOf(market, "myPurchases")}>{tr.t("mysale-trade-in-for", { order: sale.tradeInFor.slice(0, 8).toUpperCase() })}</a>
        </p>
      )}
      <dl className="account-card-facts">
        <div><dt>{tr.t("myaccount-sale-offer")}</dt><dd>{formatPrice(market, sale.payload.totalEstimatedOffer)}</dd></div>
        {sale.progress.payout !== null && (
          <div><dt>{tr.t("myaccount-sale-paid-amount")}</dt><dd data-testid="sale-paid-amount">{formatPrice(market, sale.progress.payout.amount)}</dd></div>
        )}
      </dl>
      {sale.status === "counter-offered" && sale.progress.counterOffer !== null && (
        <p className="account-card-notice" data-testid="sale-counter-offer-waiting">
          {tr.t("mysale-notice-counter-offer-until", { date: formatDay(market, sale.progress.counterOffer.expiresAt) })}
        </p>
      )}
      <a className="account-card-link" href={saleHref(market, sale.sellOrderId)}>{tr.t(sale.status === "counter-offered" ? "mysale-notice-open" : "myaccount-sale-open")}</a>
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

/**
 * The config values' labels of the models of the devices whose counter-offer names a config
 * difference (a colour, a storage ...), in the market's sell catalogue; none to load otherwise.
 */
const counterOfferConfigLabels = async (market: MarketCode, sale: SaleWithProgress): Promise<DeviceConfigLabels> => {
  const devices = sale.progress.counterOffer?.devices ?? []
  const entries = await Promise.all(devices.flatMap((device) => {
    const product = sale.payload.products.find((p) => p.item_index === device.itemIndex)
    const configDiffers = device.differences.some((d) => (ConfigAttributes as ReadonlyArray<string>).includes(d.subject))
    if (product === undefined || !configDiffers) return []
    return [configOptionsFor(market, product.model).then((options) =>
      [device.itemIndex, new Map(options.map((o) => [`${o.attribute}:${o.id}`, o.label]))] as const
    )]
  }))
  return new Map(entries)
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
  const configLabels = await counterOfferConfigLabels(market, sale)
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-area" links={false}>
      <p><a href={pathOf(market, "mySales")}>{tr.t("myaccount-back-sales")}</a></p>
      <section className="account-card" data-testid="account-sale-details" data-sale-id={sale.sellOrderId}>
        <div className="account-card-head">
          <span>{tr.t("myaccount-sale-date", { date: formatDay(market, sale.createdAt) })}</span>
          <span className={`account-badge account-badge-${sale.status}`} data-testid="sale-status" data-status={sale.status}>{tr.t(saleStatusKey[sale.status])}</span>
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
        <p className="sale-offer-validity" data-testid="offer-valid-until" data-valid-until={sale.progress.offerValidUntil}>
          {tr.t("mysale-offer-valid-until", { date: formatDay(market, sale.progress.offerValidUntil) })}
          {sale.status === "submitted" ? <> {tr.t("mysale-offer-validity-rule")}</> : null}
        </p>
        <CounterOfferPanel
          market={market}
          saleId={sale.sellOrderId}
          offer={payload.totalEstimatedOffer}
          progress={sale.progress}
          configLabels={configLabels}
          tr={tr}
        />
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
