import { StaffProductPatch } from "@shop/core/backend/staff/products"
import { Option, Schema } from "effect"

const decodePatch = Schema.decodeUnknownOption(StaffProductPatch)

/** A form's number ("" or not a number: none). */
const numberOf = (text: string): number | undefined => (text.trim() === "" || !Number.isFinite(Number(text)) ? undefined : Number(text))

/** The product page's form fields, as text (a server action's input is anyone's). */
export interface ProductFormFields {
  readonly price: string
  readonly stock: string
  /** The price the page showed, and the one reference it showed as allowed for it ("" for none). */
  readonly currentPrice: string
  readonly allowedPreviousPrice: string
  /** "Show the reduction where the rule allows it" ticked. */
  readonly announce: boolean
}

/**
 * The patch the form asks for (core decides and checks the rest): unticked withholds the announcement;
 * ticked with a new price lets the Omnibus rule decide; ticked with the price kept asks for the reference
 * the page showed (core refuses any other). None when a figure does not decode.
 */
export const patchOfProductForm = (fields: ProductFormFields): Option.Option<StaffProductPatch> => {
  const price = numberOf(fields.price)
  const stock = numberOf(fields.stock)
  const allowed = numberOf(fields.allowedPreviousPrice)
  const kept = price !== undefined && price === numberOf(fields.currentPrice)
  const previousPrice = !fields.announce ? { previousPrice: null } : kept && allowed !== undefined ? { previousPrice: allowed } : {}
  return decodePatch({ ...(price === undefined ? {} : { price }), ...(stock === undefined ? {} : { stock }), ...previousPrice })
}
