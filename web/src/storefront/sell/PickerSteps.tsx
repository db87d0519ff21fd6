"use client"
import type { SellBrandRow, SellModelRow } from "@shop/core/sell/sellTypes"
import { Categories, categoryIds } from "@shop/core/catalog/category"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { activeItem } from "@shop/core/sell/funnelState"
import { chooseBrand, chooseCategory, chooseModel } from "@shop/core/sell/transitions"
import { TransitionLink } from "./TransitionLink.tsx"
import { useMemo, useState } from "react"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { useT } from "../../client/useT.ts"
import type { FunnelNav } from "./useFunnel.ts"

const matches = (name: string, search: string): boolean =>
  name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase())

/** Intro: which kind of device (a new device of the order when others are described). */
export function IntroStep(props: { readonly nav: FunnelNav }) {
  const { nav } = props
  const t = useT()
  return (
    <ul className="sell-tiles sell-categories">
      {Categories.map((category) => (
        <li key={category}>
          <TransitionLink
            nav={nav}
            to={chooseCategory(nav.state, categoryIds[category])}
            className="sell-tile"
            data-testid="sell-category"
            data-category={category}
          >
            <span className={`sell-category-icon sell-icon-${category}`} aria-hidden="true" />
            <span>{t(`sell-category-${category}` as MessageKey)}</span>
          </TransitionLink>
        </li>
      ))}
    </ul>
  )
}

function SearchField(props: { readonly id: string; readonly label: string; readonly value: string; readonly onValue: (v: string) => void }) {
  return (
    <div className="sell-search">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name="search"
        type="search"
        autoComplete="off"
        value={props.value}
        onChange={(event) => props.onValue(event.target.value)}
      />
    </div>
  )
}

/** Brand: the brands the market buys in the device's category, with a search. */
export function BrandStep(props: { readonly nav: FunnelNav; readonly brands: ReadonlyArray<SellBrandRow> }) {
  const { brands, nav } = props
  const t = useT()
  const [search, setSearch] = useState("")
  const shown = useMemo(() => brands.filter((b) => matches(b.name, search)), [brands, search])
  const chosen = activeItem(nav.state)?.brand
  return (
    <>
      <SearchField id="sell-brand-search" label={t("sell-brand-search")} value={search} onValue={setSearch} />
      <p className="sell-hint" aria-live="polite">
        {shown.length === 0 ? t("sell-brand-none") : t("sell-brand-count", { count: shown.length })}
      </p>
      <ul className="sell-tiles">
        {shown.map((brand) => (
          <li key={brand.id}>
            <TransitionLink
              nav={nav}
              to={chooseBrand(nav.state, brand.id, nav.session)}
              className="sell-tile"
              data-testid="sell-brand"
              data-id={brand.id}
              aria-current={chosen === brand.id ? "true" : undefined}
            >
              <span className="sell-tile-name">{brand.name}</span>
              <span className="sell-tile-hint">{t("sell-brand-models", { count: brand.modelCount })}</span>
            </TransitionLink>
          </li>
        ))}
      </ul>
    </>
  )
}

/** Model: the brand's models the market buys, with a search and the best price as "up to". */
export function ModelStep(props: { readonly nav: FunnelNav; readonly models: ReadonlyArray<SellModelRow> }) {
  const { models, nav } = props
  const t = useT()
  const [search, setSearch] = useState("")
  const shown = useMemo(() => models.filter((m) => matches(m.name, search)), [models, search])
  return (
    <>
      <SearchField id="sell-model-search" label={t("sell-model-search")} value={search} onValue={setSearch} />
      <p className="sell-hint" aria-live="polite">
        {shown.length === 0 ? t("sell-model-none") : t("sell-model-count", { count: shown.length })}
      </p>
      <ul className="sell-models">
        {shown.map((model) => (
          <li key={model.id}>
            <TransitionLink
              nav={nav}
              to={chooseModel(nav.state, { id: model.id, name: model.name }, nav.session)}
              className="sell-model"
              data-testid="sell-model"
              data-id={model.id}
            >
              <img src={model.imagePath} alt="" width={56} height={56} loading="lazy" />
              <span className="sell-model-name">{model.name}</span>
              <span className="sell-model-price">{t("sell-model-up-to", { price: formatPrice(nav.market, model.maxPrice) })}</span>
            </TransitionLink>
          </li>
        ))}
      </ul>
    </>
  )
}
