"use server"
import { submitWarrantyClaim } from "@shop/core/backend/account/warranties"
import { pathOf } from "@shop/core/routes/router"
import { Result } from "effect"
import { redirect } from "next/navigation"
import { actionMarket, boundId, boundLine, formOutcome } from "./actionInput.ts"
import { requireAccountUser } from "./accountSession.ts"
import { type FormState, refusedResult } from "./formResult.ts"

/**
 * The send-in-warranty form's submit (a server action, so the form works without JavaScript). The
 * user comes from the session; the order, the line and the fields go through core's
 * `submitWarrantyClaim` (the same rules as POST /api/account/warranties/{orderId}/). Refused fields
 * are the answer the form shows; a stored request goes to the send-in page with `?submitted=<id>`
 * (the confirmation). Another user's order: the not-found page.
 */
export async function submitWarrantyForm(boundOrderId: unknown, boundLineIndex: unknown, _previous: FormState, form: FormData): Promise<FormState> {
  const market = await actionMarket()
  const orderId = boundId(boundOrderId)
  const line = boundLine(boundLineIndex)
  const formPath = `${pathOf(market, "sendInWarranty")}?order=${encodeURIComponent(orderId)}&line=${line}`
  const user = await requireAccountUser(market, formPath)
  const text = (name: string, max: number): string => {
    const value = form.get(name)
    return typeof value === "string" ? value.slice(0, max) : ""
  }
  const outcome = await formOutcome(submitWarrantyClaim(user.id, market, orderId, {
    line,
    problem: text("problem", 2000),
    courierAddress: text("courierAddress", 600),
    pickupDate: text("pickupDate", 20)
  }), "ValidationFailed")
  if (Result.isFailure(outcome)) return refusedResult("sendin", outcome.failure.fields)
  redirect(`${pathOf(market, "sendInWarranty")}?submitted=${encodeURIComponent(outcome.success.id)}`)
}
