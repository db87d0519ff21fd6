import type { Brand, CatalogModel } from "@shop/core/catalog/catalogTypes"
import { brandedModelName } from "@shop/core/catalog/naming"
import type { MarketCode } from "@shop/core/markets/index"
import { buildPath } from "@shop/core/routes/index"
import { Result } from "effect"
import type { Translator } from "../../i18n/translator.ts"
import { formatPrice } from "../../ui/price.ts"

/** A model as a card: picture, name, lowest price, devices in stock; the name links to the model page. */
export function ModelCard(props: { readonly market: MarketCode; readonly tr: Translator; readonly model: CatalogModel; readonly showBrand?: boolean }) {
  const { market, model, tr } = props
  const href = Result.getOrUndefined(buildPath(market, "shopModel", { brand: model.brandSlug, model: model.slug }))
  const name = props.showBrand === true ? brandedModelName(model.brandName, model.name) : model.name
  return (
    <article className="model-card" data-testid="model-card" data-model={model.slug}>
      <img src={model.imagePath} alt="" width={96} height={96} loading="lazy" decoding="async" />
      <div className="model-card-body">
        <h3 className="model-card-name">{href === undefined ? name : <a href={href}>{name}</a>}</h3>
        <p className="model-card-price">{tr.t("listing-model-from", { price: formatPrice(market, model.fromPrice) })}</p>
        <p className="model-card-count">{tr.t("listing-in-stock-count", { count: model.productCount })}</p>
      </div>
    </article>
  )
}

export function ModelCards(props: {
  readonly market: MarketCode
  readonly tr: Translator
  readonly models: ReadonlyArray<CatalogModel>
  readonly showBrand?: boolean
  readonly scroll?: boolean
}) {
  return (
    <ul className={props.scroll === true ? "model-cards model-cards-scroll" : "model-cards"}>
      {props.models.map((model) => (
        <li key={`${model.brandSlug}/${model.slug}`}>
          <ModelCard market={props.market} tr={props.tr} model={model} showBrand={props.showBrand === true} />
        </li>
      ))}
    </ul>
  )
}

/** Every brand in stock, with its count, linking to its brand page. */
export function BrandGrid(props: { readonly market: MarketCode; readonly tr: Translator; readonly brands: ReadonlyArray<Brand> }) {
  const { market, tr } = props
  return (
    <ul className="brand-grid">
      {props.brands.flatMap((brand) => {
        const href = buildPath(market, "shopBrand", { brand: brand.slug })
        return Result.isSuccess(href)
          ? [
            <li key={brand.slug}>
              <a className="brand-tile" href={href.success} data-brand={brand.slug}>
                <span className="brand-tile-name">{brand.name}</span>
                <span className="brand-tile-count">{tr.t("listing-in-stock-count", { count: brand.productCount })}</span>
              </a>
            </li>
          ]
          : []
      })}
    </ul>
  )
}
