"use server"
import { StaffProductPatch, updateStaffProduct } from "@shop/core/backend/staff/products"
import { InvalidRequest } from "@shop/core/errors"
import { Effect, Option, Schema } from "effect"
import { formText, runStaffAction, type StaffActionState } from "../actionResult.ts"

const decodePatch = Schema.decodeUnknownOption(StaffProductPatch)

/** A form's number ("" or not a number: none). */
const numberOf = (text: string): number | undefined => (text.trim() === "" || !Number.isFinite(Number(text)) ? undefined : Number(text))

/**
 * The product page's price and stock form (core updateStaffProduct, which decides and checks the
 * struck-through price by the EU Omnibus rule). "Announce the reduction" unticked withholds it; ticked
 * with the price kept, it asks for the one reference the page showed as allowed (core refuses any other).
 */
export async function updateProductAction(productId: unknown, _previous: StaffActionState, form: FormData): Promise<StaffActionState> {
  return runStaffAction("product", (staff) => {
    const price = numberOf(formText(form, "price", 40))
    const stock = numberOf(formText(form, "stock", 40))
    const current = numberOf(formText(form, "currentPrice", 40))
    const allowed = numberOf(formText(form, "allowedPreviousPrice", 40))
    const announce = form.get("announce") !== null
    const previousPrice = !announce ? { previousPrice: null } : price === current && allowed !== undefined ? { previousPrice: allowed } : {}
    const patch = decodePatch({ ...(price === undefined ? {} : { price }), ...(stock === undefined ? {} : { stock }), ...previousPrice })
    const id = typeof productId === "number" ? productId : Number.NaN
    if (Option.isNone(patch) || !Number.isSafeInteger(id)) {
      return Effect.fail(new InvalidRequest({ message: "a price above 0 with at most 2 decimals, and a whole stock from 0" }))
    }
    return updateStaffProduct(staff, id, patch.value)
  })
}
