"use client"
import { toggleChoice } from "@shop/core/sell/answers"
import { choicesFor } from "@shop/core/sell/choices"
import { activeItem } from "@shop/core/sell/funnelState"
import { isMultiChoiceStep, type AnswerStepId } from "@shop/core/sell/steps"
import { answerStep } from "@shop/core/sell/transitions"
import { useState } from "react"
import { useT } from "../../client/useT.ts"
import { TransitionLink } from "./TransitionLink.tsx"
import { sellKey } from "./sellText.ts"
import type { FunnelNav } from "./useFunnel.ts"

/**
 * A condition question (SPEC 2.5, 4). Single-choice steps move on when answered; the defect steps
 * take several choices (core toggleChoice: the "none" choices are exclusive) until continue.
 */
export function AnswerStep(props: { readonly nav: FunnelNav; readonly step: AnswerStepId }) {
  const { nav, step } = props
  const t = useT()
  const item = activeItem(nav.state)
  const [selected, setSelected] = useState<ReadonlyArray<number>>(item?.answers[step] ?? [])
  const [error, setError] = useState(false)
  const multi = isMultiChoiceStep(step)
  const options = choicesFor(step)

  const submit = (ids: ReadonlyArray<number>) => {
    const refused = nav.apply(answerStep(nav.state, ids, nav.session))
    setError(refused !== null)
  }

  return (
    <div className="sell-answers">
      <p className="sell-lead">{t(sellKey(`sell.steps.${step}.hint`))}</p>
      {multi ? <p className="sell-hint">{t("sell-answers-multi")}</p> : null}
      <ul className="sell-choice-list" role={multi ? "group" : undefined} aria-label={t(sellKey(`sell.steps.${step}.title`))}>
        {options.map((choice) => {
          const on = selected.includes(choice.id)
          if (!multi) {
            return (
              <li key={choice.id}>
                <TransitionLink
                  nav={nav}
                  to={answerStep(nav.state, [choice.id], nav.session)}
                  className="sell-choice"
                  data-testid="sell-choice"
                  data-choice-id={choice.id}
                  aria-current={on ? "true" : undefined}
                >
                  <span className="sell-choice-mark" aria-hidden="true">{on ? "✓" : ""}</span>
                  <span>{t(sellKey(choice.key))}</span>
                </TransitionLink>
              </li>
            )
          }
          return (
            <li key={choice.id}>
              <button
                type="button"
                className="sell-choice"
                data-testid="sell-choice"
                data-choice-id={choice.id}
                data-exclusive={choice.exclusive}
                aria-pressed={on}
                onClick={() => {
                  setError(false)
                  setSelected(toggleChoice(selected, choice.id))
                }}
              >
                <span className="sell-choice-mark" aria-hidden="true">{on ? "✓" : ""}</span>
                <span>{t(sellKey(choice.key))}</span>
              </button>
            </li>
          )
        })}
      </ul>
      {error ? <p className="sell-error" role="alert">{t("sell-answers-missing")}</p> : null}
      {multi ? (
        <div className="sell-actions">
          <button
            type="button"
            className="button button-primary"
            data-testid="sell-continue"
            onClick={() => (selected.length === 0 ? setError(true) : submit(selected))}
          >
            {t("sell-continue")}
          </button>
        </div>
      ) : null}
    </div>
  )
}
