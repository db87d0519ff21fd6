"use client"
import { configAttributesFor, configSubSteps, type ConfigAttribute, type ConfigValues } from "@shop/core/sell/config"
import { activeItem, itemCategory, updateActiveItem } from "@shop/core/sell/funnelState"
import { chooseConfig } from "@shop/core/sell/transitions"
import { useRef, useState } from "react"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { useT } from "../../client/useT.ts"
import { configOptionLabel } from "./configOptionLabel.ts"
import type { ConfigOption } from "./stepData.ts"
import type { FunnelNav } from "./useFunnel.ts"

/**
 * Config (SPEC 2.5): the attributes the category asks that the model has values for. Every choice
 * goes into the URL at once (a reload keeps it); below 768 px one attribute per sub-step. The step
 * is committed with colour last, so core's rule (colour plus the required attributes) decides when
 * it advances, after every asked attribute is chosen.
 */
export function ConfigStep(props: { readonly nav: FunnelNav; readonly options: ReadonlyArray<ConfigOption> }) {
  const { nav, options } = props
  const t = useT()
  const item = activeItem(nav.state)
  const [error, setError] = useState(false)
  const [subStepOverride, setSubStepOverride] = useState<number | null>(null)
  // Picks are kept here as well as in the URL, which the page does not re-render for.
  const [config, setConfig] = useState<ConfigValues>(item?.config ?? {})
  // A tap or click on an answer moves on to the next sub-step; arrow keys only move the choice (the
  // radio group's keyboard use), and the Next and Continue buttons move on.
  const byPointer = useRef(false)
  if (item === undefined) return null
  const category = itemCategory(item)
  const asked = configAttributesFor[category].filter((a) => options.some((o) => o.attribute === a))
  const subSteps = configSubSteps(category, nav.session.viewportWidth)
    .map((group) => group.filter((a) => asked.includes(a)))
    .filter((group) => group.length > 0)
  const narrow = subSteps.length > 1
  const open = subSteps.findIndex((group) => group.some((a) => config[a] === undefined))
  const subStep = Math.min(subStepOverride ?? (open === -1 ? subSteps.length - 1 : open), Math.max(0, subSteps.length - 1))
  const shown = narrow ? (subSteps[subStep] ?? []) : asked

  const commit = (values: ConfigValues) => {
    const { colour, ...rest } = values
    if (colour === undefined || asked.some((a) => values[a] === undefined)) {
      setError(true)
      return
    }
    const withRest = updateActiveItem(nav.state, (i) => ({ ...i, config: { ...rest } }))
    nav.apply(chooseConfig(withRest, "colour", colour, false, nav.session))
  }

  const pick = (attribute: ConfigAttribute, id: number) => {
    setError(false)
    const values: ConfigValues = { ...config, [attribute]: id }
    const answeredAll = asked.every((a) => values[a] !== undefined)
    const moveOn = byPointer.current
    byPointer.current = false
    if (narrow && !moveOn) {
      // Stay on this sub-step, even though its attribute now has a value.
      setSubStepOverride(subStep)
      setConfig(values)
      nav.keep(updateActiveItem(nav.state, (i) => ({ ...i, config: values })))
      return
    }
    if (narrow && answeredAll && subStep === subSteps.length - 1) {
      commit(values)
      return
    }
    setConfig(values)
    nav.keep(updateActiveItem(nav.state, (i) => ({ ...i, config: values })))
    if (narrow) {
      const next = subSteps.findIndex((group, index) => index > subStep && group.some((a) => values[a] === undefined))
      setSubStepOverride(next === -1 ? subSteps.length - 1 : next)
    }
  }

  const labelOf = (option: ConfigOption): string => configOptionLabel(option, t)

  return (
    <div className="sell-config" data-narrow={narrow}>
      {narrow ? (
        <p className="sell-hint" data-testid="sell-config-substep">
          {t("sell-config-substep", { current: subStep + 1, total: subSteps.length })}
        </p>
      ) : null}
      {shown.map((attribute) => (
        <fieldset key={attribute} className="sell-options" data-attribute={attribute}>
          <legend>{t(`sell-config-${attribute}` as MessageKey)}</legend>
          <div className="sell-option-list" onPointerDown={() => { byPointer.current = true }} onKeyDown={() => { byPointer.current = false }}>
            {options.filter((o) => o.attribute === attribute).map((option) => (
              <label key={option.id} className="sell-option">
                <input
                  type="radio"
                  name={attribute}
                  value={option.id}
                  checked={config[attribute] === option.id}
                  onChange={() => pick(attribute, option.id)}
                />
                <span>{labelOf(option)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {error ? <p className="sell-error" role="alert">{t("sell-config-missing")}</p> : null}
      <div className="sell-actions">
        {narrow && subStep > 0 ? (
          <button type="button" className="button button-outline" onClick={() => setSubStepOverride(subStep - 1)}>
            {t("sell-config-previous")}
          </button>
        ) : null}
        {narrow && subStep < subSteps.length - 1 ? (
          <button
            type="button"
            className="button button-outline"
            disabled={shown.some((a) => config[a] === undefined)}
            onClick={() => setSubStepOverride(subStep + 1)}
          >
            {t("sell-config-next")}
          </button>
        ) : (
          <button type="button" className="button button-primary" data-testid="sell-continue" onClick={() => commit(config)}>
            {t("sell-continue")}
          </button>
        )}
      </div>
    </div>
  )
}
