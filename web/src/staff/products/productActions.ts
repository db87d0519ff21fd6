"use server"
import { updateStaffProduct } from "@shop/core/backend/staff/products"
import { InvalidRequest } from "@shop/core/errors"
import { Effect, Option } from "effect"
import { formText, runStaffAction, type StaffActionState } from "../actionResult.ts"
import { patchOfProductForm } from "./productForm.ts"

/** The product page's price and stock form (core updateStaffProduct: the EU Omnibus rule decides the struck-through price). */
export async function updateProductAction(productId: unknown, _previous: StaffActionState, form: FormData): Promise<StaffActionState> {
  return runStaffAction("product", (staff) => {
    const patch = patchOfProductForm({
      price: formText(form, "price", 40),
      stock: formText(form, "stock", 40),
      currentPrice: formText(form, "currentPrice", 40),
      allowedPreviousPrice: formText(form, "allowedPreviousPrice", 40),
      announce: form.get("announce") !== null
    })
    if (Option.isNone(patch) || typeof productId !== "number" || !Number.isSafeInteger(productId)) {
      return Effect.fail(new InvalidRequest({ message: "a price above 0 with at most 2 decimals, and a whole stock from 0" }))
    }
    return updateStaffProduct(staff, productId, patch.value)
  })
}
