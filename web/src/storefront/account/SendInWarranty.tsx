import { myOrderWarranties, myWarranties, myWarrantyClaims } from "@shop/core/backend/account/warranties"
import { claimAddressMaxLength, problemMaxLength, problemMinLength } from "@shop/core/account/warranties"
import { pickupDays } from "@shop/core/sell/pickupDate"
import { pathOf } from "@shop/core/routes/router"
import { notFound } from "next/navigation"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { loadForPage } from "../../server/page.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"
import { requireAccountUser } from "./accountSession.ts"
import { courierAddressOf, formatDay } from "./format.ts"
import { ActionForm, ActionResults, WhenRefused } from "../../client/islands.tsx"
import { firstParam } from "../resolveRequest.ts"
import { dayText, lastCoveredDay, sendInHref } from "./MyWarranties.tsx"
import { submitWarrantyForm } from "./warrantyActions.ts"

const fieldErrorKey = {
  line: "mywarranty-error-line",
  problem: "mywarranty-error-problem",
  courierAddress: "mywarranty-error-address",
  pickupDate: "mywarranty-error-pickup"
} as const satisfies Readonly<Record<string, MessageKey>>


/** `?line=` as a device line index; anything else names no device. */
const lineOf = (value: string | undefined): number | undefined => (value !== undefined && /^\d{1,3}$/.test(value) ? Number(value) : undefined)

/**
 * Send in warranty: with `?order=&line=` the form for that device of the user's order (another user's
 * or an unknown order, or a line it does not have: the not-found page); without them the devices that
 * can be sent in; with `?submitted=<id>` the confirmation.
 */
export async function SendInWarrantyView(props: ViewProps<"sendInWarranty">) {
  const { market, names, route, tr, pathname, searchParams } = props
  const orderId = firstParam(searchParams["order"])
  const lineParam = firstParam(searchParams["line"])
  const submitted = firstParam(searchParams["submitted"])
  const here = orderId === undefined ? pathname : `${pathname}?order=${encodeURIComponent(orderId)}&line=${encodeURIComponent(lineParam ?? "")}`
  const user = await requireAccountUser(market, here)
  const frame = (children: React.ReactNode) => (
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-area warranty-area" links={false}>
      <p><a href={pathOf(market, "myWarranties")}>{tr.t("mywarranty-back-warranties")}</a></p>
      {children}
    </PageFrame>
  )

  if (submitted !== undefined) {
    const claims = await loadForPage(myWarrantyClaims(user.id, market))
    const claim = claims.find((candidate) => candidate.id === submitted)
    if (claim === undefined) notFound()
    return frame(
      <div className="account-card warranty-confirmation" data-testid="sendin-confirmation" data-order-id={claim.orderId} data-line={claim.line}>
        <p className="account-confirmation" role="status">{tr.t("mywarranty-sendin-confirmed", { date: dayText(market, claim.pickupDate) })}</p>
        <h2 className="warranty-device">{claim.order.lines[claim.line]?.title ?? `#${claim.line + 1}`}</h2>
        <p className="warranty-problem">{claim.problem}</p>
        <p>{tr.t("mywarranty-sendin-confirmed-next")}</p>
      </div>
    )
  }

  if (orderId === undefined) {
    const entries = (await loadForPage(myWarranties(user.id, market))).filter((entry) => entry.canSendIn)
    return frame(<>
      <p>{tr.t("mywarranty-sendin-intro")}</p>
      {entries.length === 0
        ? <p className="account-empty" data-testid="sendin-none">{tr.t("mywarranty-sendin-none")}</p>
        : (<>
          <p>{tr.t("mywarranty-sendin-choose")}</p>
          <ul className="account-cards">
            {entries.map((entry) => (
              <li key={`${entry.order.id}-${entry.line}`} className="account-card">
                <a data-testid="sendin-choice" href={sendInHref(market, entry.order.id, entry.line)}>{entry.title}</a>
                <p className="warranty-start">{tr.t("mywarranty-order", { date: formatDay(market, entry.order.placedAt) })}</p>
              </li>
            ))}
          </ul>
        </>)}
    </>)
  }

  const line = lineOf(lineParam)
  if (line === undefined) notFound()
  const { order, entries } = await loadForPage(myOrderWarranties(user.id, market, orderId))
  if (line >= order.lines.length) notFound()
  const entry = entries.find((candidate) => candidate.line === line)
  const error = (field: keyof typeof fieldErrorKey) => (
    <WhenRefused field={field}>
      <p className="account-field-error" role="alert" data-testid={`sendin-error-${field}`}>{tr.t(fieldErrorKey[field])}</p>
    </WhenRefused>
  )
  return frame(<>
    <p>{tr.t("mywarranty-sendin-intro")}</p>
    {entry === undefined || !entry.canSendIn
      ? <p className="account-empty" data-testid="sendin-not-possible">{tr.t("mywarranty-sendin-not-possible")}</p>
      : (
        <ActionResults action={submitWarrantyForm.bind(null, order.id, line)}>
          <ActionForm className="account-form account-card" data-testid="sendin-form">
            <dl className="account-card-facts">
              <div><dt>{tr.t("mywarranty-sendin-device")}</dt><dd data-testid="sendin-device">{entry.title}</dd></div>
              <div><dt>{tr.t("mywarranty-until")}</dt><dd>{lastCoveredDay(market, entry.warranty.validUntil)}</dd></div>
            </dl>
            {error("line")}
            <label className="account-field">
              <span>{tr.t("mywarranty-sendin-problem")}</span>
              <textarea name="problem" required minLength={problemMinLength} maxLength={problemMaxLength} rows={5} aria-describedby="sendin-problem-hint" />
              <small id="sendin-problem-hint" className="warranty-hint">{tr.t("mywarranty-sendin-problem-hint")}</small>
              {error("problem")}
            </label>
            <fieldset>
              <legend>{tr.t("mywarranty-sendin-pickup-legend")}</legend>
              <label className="account-field">
                <span>{tr.t("mywarranty-sendin-address")}</span>
                <input name="courierAddress" required maxLength={claimAddressMaxLength} defaultValue={courierAddressOf(order)} autoComplete="street-address" />
                {error("courierAddress")}
              </label>
              <label className="account-field">
                <span>{tr.t("mywarranty-sendin-pickup-date")}</span>
                <select name="pickupDate" required defaultValue="">
                  <option value="" disabled>{tr.t("mywarranty-sendin-pickup-choose")}</option>
                  {pickupDays(market, Date.now()).map((day) => <option key={day} value={day}>{dayText(market, day)}</option>)}
                </select>
                {error("pickupDate")}
              </label>
            </fieldset>
            <button type="submit" className="button button-primary" data-testid="submit">{tr.t("mywarranty-sendin-submit")}</button>
          </ActionForm>
        </ActionResults>
      )}
  </>)
}
