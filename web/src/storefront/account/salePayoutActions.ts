"use server"
import { completeSalePayout } from "@shop/core/backend/account/salePayout"
import { pathOf, pathOfRoute } from "@shop/core/routes/router"
import { Result } from "effect"
import { refresh } from "next/cache"
import { actionMarket, boundId, formOutcome } from "./actionInput.ts"
import { requireAccountUser } from "./accountSession.ts"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { type FormState, refusedResult, savedResult } from "./formResult.ts"

/** The sale has its payout details already, or cannot take them any more. */
const conflict: MessageKey = "mysettings-payout-conflict"

const textOf = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === "string" ? value.slice(0, 400) : ""
}

/**
 * Completes the payout details of a sale from its details page (core completeSalePayout, the same rule
 * as POST /api/account/sales/{id}/payout/). The answer: saved (the page is rendered again with the
 * details), the refused fields with their validators' keys, or the conflict of a sale that already
 * has them; another user's sale renders the not-found page.
 */
export async function completePayoutForm(boundSaleId: unknown, _previous: FormState, form: FormData): Promise<FormState> {
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
    return failure._tag === "ValidationFailed" ? refusedResult("payout", failure.fields) : refusedResult("payout", {}, conflict)
  }
  refresh()
  return savedResult("payout", "payout")
}
