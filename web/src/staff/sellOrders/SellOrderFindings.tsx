import type { MarketCode } from "@shop/core/markets/market"
import type { CounterOffer, CounterOfferDecision, SellOrderInspection, SellOrderReturn } from "@shop/core/sell/inspection"
import type { SellOption } from "@shop/core/sell/sellTypes"
import type { Translator } from "../../i18n/translator.ts"
import { sellKey } from "../../storefront/sell/sellText.ts"
import type { StaffTranslator } from "../i18n.ts"
import { labelDifference } from "./findingLabels.ts"

/** What the page knows after an inspection (SellOrderProgress's issue-19 records). */
export interface AfterInspection {
  readonly inspection: SellOrderInspection
  readonly counterOffer: CounterOffer | null
  readonly decision: CounterOfferDecision | null
  readonly returned: SellOrderReturn | null
  /** Who inspected, from the history (the inspection keeps the member's id only). */
  readonly inspectedBy: string | null
}

/**
 * The findings of an inspection, device by device (`staff-finding`): the accepted offer, the
 * reference and the found value, what differed from the declaration answer by answer (the funnel's
 * words in the member's language), the IMEI or serial number and the technician's note; then what
 * followed: the counter-offer with its deadline and lapse rule, or the way to payout; the seller's
 * decision; the return of a declined device.
 */
export function SellOrderFindings(props: {
  readonly after: AfterInspection
  readonly market: MarketCode
  readonly options: ReadonlyMap<number, ReadonlyArray<SellOption>>
  readonly tr: StaffTranslator
  readonly words: Translator
}) {
  const { after, market, tr, words } = props
  const { t } = tr
  const { inspection, counterOffer, decision, returned } = after
  const money = (amount: number) => tr.money(amount, market)
  return (
    <div className="staff-findings" data-testid="staff-findings">
      <p>
        {t("staff-finding-by", { date: tr.instant(inspection.at), name: after.inspectedBy ?? inspection.actorId })}
        {inspection.requoted ? <> {t("staff-finding-requoted")}</> : null}
      </p>
      {inspection.devices.map((finding) => {
        const differences = finding.differences.map((d) => labelDifference(d, props.options.get(finding.itemIndex) ?? [], words.t, t("staff-finding-unknown")))
        return (
          <section key={finding.itemIndex} className="staff-finding" data-testid="staff-finding" data-item-index={finding.itemIndex}>
            <h3>{finding.modelName}</h3>
            <p>
              {t("staff-finding-values", { accepted: money(finding.acceptedValue), reference: money(finding.referenceValue), found: money(finding.foundValue) })}
              {" · "}{t(finding.identifier.kind === "imei" ? "staff-finding-imei" : "staff-finding-serial", { value: finding.identifier.value })}
            </p>
            {finding.notAcceptedReason === null ? null : (
              <p><strong>{t("staff-finding-not-accepted", { reason: words.t(sellKey(finding.notAcceptedReason)) })}</strong></p>
            )}
            {differences.length === 0 ? <p>{t("staff-finding-as-declared")}</p> : (
              <div className="staff-table-frame staff-differences">
                <table className="staff-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("staff-finding-col-question")}</th>
                      <th scope="col">{t("staff-finding-col-declared")}</th>
                      <th scope="col">{t("staff-finding-col-found")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {differences.map((d) => (
                      <tr key={d.subject} data-testid="staff-finding-difference" data-subject={d.subject}>
                        <th scope="row">{d.question}</th>
                        <td data-label={t("staff-finding-col-declared")}>{d.declared}</td>
                        <td data-label={t("staff-finding-col-found")}>{d.found}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {finding.note === null ? null : <p className="staff-note">{finding.note}</p>}
          </section>
        )
      })}
      <p>{t("staff-finding-totals", { reference: money(inspection.referenceTotal), found: money(inspection.foundTotal) })}</p>
      {inspection.note === null ? null : <p className="staff-note">{inspection.note}</p>}

      {counterOffer === null ? (
        <p data-testid="staff-goes-to-payout">{t("staff-counter-payout")}</p>
      ) : (
        <div className="staff-counter-offer" data-testid="staff-counter-offer">
          <h3>{t("staff-counter-title")}</h3>
          <p>
            <strong data-testid="staff-counter-offer-amount" data-amount={counterOffer.amount}>{money(counterOffer.amount)}</strong>
            {" "}{t("staff-counter-amount", { date: tr.instant(counterOffer.expiresAt) })}
            {" "}{t(counterOffer.lapse === "accept" ? "staff-counter-lapse-accept" : "staff-counter-lapse-return")}
          </p>
        </div>
      )}
      {decision === null ? null : (
        <p data-testid="staff-counter-decision" data-accepted={String(decision.accepted)} data-by={decision.by}>
          {t(`staff-decision-${decision.accepted ? "accepted" : "declined"}-${decision.by}`, { date: tr.instant(decision.at) })}
        </p>
      )}
      {returned === null ? null : (
        <p data-testid="staff-sell-returned">{t("staff-return-recorded", { date: tr.instant(returned.at), reference: returned.reference })}</p>
      )}
    </div>
  )
}
