import { claimAddressMaxLength } from "@shop/core/account/warranties"
import { myReturnableOrder, myReturnableOrders, myReturns, reasonMaxLength } from "@shop/core/backend/account/returns"
import type { Order } from "@shop/core/orders/orderTypes"
import { pickupDays } from "@shop/core/sell/pickupDate"
import type { MarketCode } from "@shop/core/markets/index"
import { pathOf, pathOfRoute } from "@shop/core/routes/router"
import { Effect, Option, Result } from "effect"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { loadForPage } from "../../server/page.ts"
import { PageFrame } from "../PageFrame.tsx"
import { firstParam } from "../resolveRequest.ts"
import type { ViewProps } from "../views.ts"
import { requireAccountUser } from "./accountSession.ts"
import { courierAddressOf, formatDay } from "./format.ts"
import { ActionForm, ActionResults, WhenRefused } from "../../client/islands.tsx"
import { submitReturnForm } from "./returnActions.ts"
import { AfterSalesAnswer, AfterSalesBadge } from "./AfterSalesDecision.tsx"

const formHref = (market: MarketCode, orderId: string): string =>
  Result.getOrElse(pathOfRoute(market, { key: "returnForm", params: { orderId } } as never), () => pathOf(market, "return"))

const dayOf = (market: MarketCode, day: string): string => {
  const at = Date.parse(`${day}T12:00:00Z`)
  return Number.isNaN(at) ? day : formatDay(market, at)
}

const lineTitle = (order: Order, index: number): string => order.lines[index]?.title ?? `#${index + 1}`

/** The return page: the delivered orders with lines still returnable, the user's return requests, and the confirmation. */
export async function ReturnView(props: ViewProps<"return">) {
  const { market, names, route, tr, pathname, searchParams } = props
  const user = await requireAccountUser(market, pathname)
  const { returnable, requests } = await loadForPage(Effect.all({
    returnable: myReturnableOrders(user.id, market),
    requests: myReturns(user.id, market)
  }))
  const submitted = firstParam(searchParams["submitted"])
  const confirmed = submitted === undefined ? undefined : requests.find((request) => request.id === submitted)
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-area" links={false}>
      <p><a href={pathOf(market, "account")}>{tr.t("myaccount-back")}</a></p>
      {confirmed !== undefined && (
        <p className="account-confirmation" role="status" data-testid="return-confirmation">
          {tr.t("myaccount-return-confirmed", { date: dayOf(market, confirmed.pickupDate) })}
        </p>
      )}
      <p>{tr.t("myaccount-return-intro")}</p>
      {returnable.length === 0
        ? <p className="account-empty" data-testid="return-empty">{tr.t("myaccount-return-none")}</p>
        : (
          <ul className="account-cards">
            {returnable.map((entry) => (
              <li key={entry.order.id} className="account-card" data-testid="returnable-order" data-order-id={entry.order.id}>
                <div className="account-card-head">
                  <span>{tr.t("myaccount-return-delivered", { date: formatDay(market, entry.deliveredAt) })}</span>
                  <span>{tr.t("myaccount-return-until", { date: formatDay(market, entry.returnUntil) })}</span>
                </div>
                <ul className="account-card-lines">
                  {entry.lines.map((index) => <li key={index}>{lineTitle(entry.order, index)}</li>)}
                </ul>
                <a className="account-card-link" data-testid="return-start" href={formHref(market, entry.order.id)}>{tr.t("myaccount-return-start")}</a>
              </li>
            ))}
          </ul>
        )}
      <h2>{tr.t("myaccount-return-requests")}</h2>
      {requests.length === 0
        ? <p className="account-empty">{tr.t("myaccount-return-requests-none")}</p>
        : (
          <ul className="account-cards">
            {requests.map((request) => (
              <li key={request.id} className="account-card" data-testid="return-request" data-order-id={request.orderId}>
                <div className="account-card-head">
                  <span>{tr.t("myaccount-return-requested", { date: formatDay(market, request.createdAt) })}</span>
                  <span className="account-badge">{tr.t("myaccount-return-pickup", { date: dayOf(market, request.pickupDate) })}</span>
                  <AfterSalesBadge progress={request} tr={tr} />
                </div>
                <ul className="account-card-lines">
                  {request.lines.map((index) => <li key={index}>{lineTitle(request.order, index)}</li>)}
                </ul>
                <p>{request.reason}</p>
                <AfterSalesAnswer market={market} progress={request} tr={tr} />
              </li>
            ))}
          </ul>
        )}
    </PageFrame>
  )
}

const fieldErrorKey = {
  lines: "myaccount-return-error-lines",
  reason: "myaccount-return-error-reason",
  courierAddress: "myaccount-return-error-address",
  pickupDate: "myaccount-return-error-pickup"
} as const satisfies Readonly<Record<string, MessageKey>>


/** The return form for one of the user's orders (another user's id: the not-found page). */
export async function ReturnFormView(props: ViewProps<"returnForm">) {
  const { market, names, route, tr, pathname } = props
  const user = await requireAccountUser(market, pathname)
  const orderId = String((route.params as { readonly orderId?: string }).orderId ?? "")
  const { order, returnable } = await loadForPage(myReturnableOrder(user.id, market, orderId))
  const error = (field: keyof typeof fieldErrorKey) => (
    <WhenRefused field={field}>
      <p className="account-field-error" role="alert" data-testid={`return-error-${field}`}>{tr.t(fieldErrorKey[field])}</p>
    </WhenRefused>
  )
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-area" links={false}>
      <p><a href={pathOf(market, "return")}>{tr.t("myaccount-back-returns")}</a></p>
      {Option.match(returnable, {
        onNone: () => <p className="account-empty" data-testid="return-not-possible">{tr.t("myaccount-return-not-possible")}</p>,
        onSome: (entry) => (
          <ActionResults action={submitReturnForm.bind(null, order.id)}>
            <ActionForm className="account-form account-card" data-testid="return-form">
              <p>{tr.t("myaccount-return-until", { date: formatDay(market, entry.returnUntil) })}</p>
              <fieldset>
                <legend>{tr.t("myaccount-return-items")}</legend>
                {entry.lines.map((index) => (
                  <label key={index} className="account-check">
                    <input type="checkbox" name="lines" value={index} defaultChecked={entry.lines.length === 1} />
                    <span>{lineTitle(order, index)}</span>
                  </label>
                ))}
                {error("lines")}
              </fieldset>
              <label className="account-field">
                <span>{tr.t("myaccount-return-reason")}</span>
                <textarea name="reason" required maxLength={reasonMaxLength} rows={4} />
                {error("reason")}
              </label>
              <fieldset>
                <legend>{tr.t("myaccount-return-pickup-legend")}</legend>
                <label className="account-field">
                  <span>{tr.t("myaccount-return-address")}</span>
                  <input name="courierAddress" required maxLength={claimAddressMaxLength} defaultValue={courierAddressOf(order)} autoComplete="street-address" />
                  {error("courierAddress")}
                </label>
                <label className="account-field">
                  <span>{tr.t("myaccount-return-pickup-date")}</span>
                  <select name="pickupDate" required defaultValue="">
                    <option value="" disabled>{tr.t("myaccount-return-pickup-choose")}</option>
                    {pickupDays(market, Date.now()).map((day) => <option key={day} value={day}>{dayOf(market, day)}</option>)}
                  </select>
                  {error("pickupDate")}
                </label>
              </fieldset>
              <button type="submit" className="button button-primary" data-testid="return-submit">{tr.t("myaccount-return-submit")}</button>
            </ActionForm>
          </ActionResults>
        )
      })}
    </PageFrame>
  )
}
