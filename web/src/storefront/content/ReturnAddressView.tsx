import { returnAddress } from "@shop/core/backend/index"
import type { ReturnAddress } from "@shop/core/catalog/catalogTypes"
import { pathOf } from "@shop/core/routes/index"
import { Option } from "effect"
import type { Translator } from "../../i18n/translator.ts"
import { loadForPage } from "../../server/page.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"

/** What goes in the parcel, in the order it is packed. */
const parcel = ["device", "unlock", "note", "extras", "keep", "pack"] as const

/** The returns warehouse as the post writes it: recipient, street, postcode and town, region, country. */
function AddressBlock(props: { readonly tr: Translator; readonly address: ReturnAddress }) {
  const { address, tr } = props
  return (
    <address className="return-address" data-testid="return-address">
      <strong>{address.recipient}</strong>
      <span>{address.street}</span>
      <span>{`${address.postalCode} ${address.city}`}</span>
      {address.region === null ? null : <span>{address.region}</span>}
      <span>{address.country}</span>
      <span className="return-address-phone">{tr.t("content-return-address-phone", { phone: address.phone })}</span>
    </address>
  )
}

/**
 * The return address page (route `returnAddress`, every market): the market's returns warehouse,
 * read from the market's settings (the catalogue's `return_addresses`, never written in a view),
 * what to put in the parcel, and where a return, a warranty claim or a sale starts. A market with no
 * address on file says so and points to the contact form instead of showing an empty block.
 */
export async function ReturnAddressView(props: ViewProps<"returnAddress">) {
  const { market, tr } = props
  const address = await loadForPage(returnAddress(market))
  return (
    <PageFrame market={market} route={props.route} tr={tr} names={props.names} className="content-page">
      <p className="content-intro">{tr.t("content-return-address-intro")}</p>
      <section className="content-section" aria-labelledby="return-address-title">
        <h2 id="return-address-title">{tr.t("content-return-address-title")}</h2>
        {Option.isSome(address) ? (
          <AddressBlock tr={tr} address={address.value} />
        ) : (
          <p data-testid="return-address-missing">
            {tr.t("content-return-address-missing")} <a href={pathOf(market, "contact")}>{tr.t("content-return-address-contact")}</a>
          </p>
        )}
      </section>
      <section className="content-section" aria-labelledby="return-parcel-title">
        <h2 id="return-parcel-title">{tr.t("content-return-address-parcel-title")}</h2>
        <ul className="content-checks" data-testid="return-parcel">
          {parcel.map((item) => <li key={item}>{tr.t(`content-return-address-parcel-${item}`)}</li>)}
        </ul>
      </section>
      <section className="content-section" aria-labelledby="return-start-title">
        <h2 id="return-start-title">{tr.t("content-return-address-start-title")}</h2>
        <p>{tr.t("content-return-address-start-body")}</p>
        <p className="content-actions">
          <a className="button" href={pathOf(market, "return")}>{tr.t("content-return-address-start-return")}</a>
          <a className="button button-outline" href={pathOf(market, "myWarranties")}>{tr.t("content-return-address-start-warranty")}</a>
          <a className="button button-outline" href={pathOf(market, "sellerGuide")}>{tr.t("content-return-address-start-sale")}</a>
        </p>
      </section>
    </PageFrame>
  )
}
