"use server"
import { completeSalePayout } from "@shop/core/backend/account/salePayout"
import { pathOf, pathOfRoute } from "@shop/core/routes/router"
import { Result } from "effect"
import { redirect } from "next/navigation"
import { actionMarket, boundId, formOutcome } from "./actionInput.ts"
import { requireAccountUser } from "./accountSession.ts"
import { encodeFieldErrors } from "./formErrors.ts"

const textOf = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === "string" ? value.slice(0, 400) : ""
}

/**
 * Completes the payout details of a sale from its details page (core completeSalePayout, the same rule
 * as POST /api/account/sales/{id}/payout/). Refused fields come back as `?invalid=<field>:<key>`; a
 * sale that already has them as `?payout=conflict`; another user's sale renders the not-found page.
 */
export async function completePayoutForm(boundSaleId: unknown, form: FormData): Promise<void> {
  const market = await actionMarket()
  const saleId = boundId(boundSaleId)
  const page = Result.getOrElse(pathOfRoute(market, { key: "saleDetails", params: { saleId } } as never), () => pathOf(market, "mySales"))
  const user = await requireAccountUser(market, page)
  const result = await formOutcome(completeSalePayout(user.id, market, saleId, {
    paymentType: textOf(form, "paymentType") === "card" ? "card" : "iban",
    corporate: textOf(form, "isCorporate") === "true",
    sellerName: textOf(form, "sellerName"),
    iban: textOf(form, "iban"),
    county: textOf(form, "county"),
    city: textOf(form, "city"),
    companyName: textOf(form, "companyName"),
    fiscalCode: textOf(form, "fiscalCode"),
    registrationNumber: textOf(form, "registrationNumber"),
    companyEmail: textOf(form, "companyEmail"),
    phoneNumber: textOf(form, "phoneNumber")
  }), "ValidationFailed", "IllegalTransition")
  if (Result.isFailure(result)) {
    const failure = result.failure
    if (failure._tag === "ValidationFailed") redirect(`${page}?invalid=${encodeURIComponent(encodeFieldErrors(failure.fields))}#payout`)
    redirect(`${page}?payout=conflict#payout`)
  }
  redirect(`${page}?payout=saved#payout`)
}
