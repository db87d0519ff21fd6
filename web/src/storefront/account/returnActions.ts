"use server"
import { submitReturn } from "@shop/core/backend/account/returns"
import type { MarketCode } from "@shop/core/markets/index"
import { pathOf, pathOfRoute } from "@shop/core/routes/router"
import { Result } from "effect"
import { redirect } from "next/navigation"
import { actionMarket, boundId, formOutcome } from "./actionInput.ts"
import { requireAccountUser } from "./accountSession.ts"
import { type FormState, refusedResult } from "./formResult.ts"

const formPath = (market: MarketCode, orderId: string): string =>
  Result.getOrElse(pathOfRoute(market, { key: "returnForm", params: { orderId } } as never), () => pathOf(market, "return"))

/**
 * The return form's submit (a server action, so the form works without JavaScript). The user comes
 * from the session; the order, the lines and the fields go through core's `submitReturn` (the same
 * rules as POST /api/account/returns/{orderId}/). Refused fields are the answer the form shows; a
 * stored return goes to the return page with `?submitted=<id>` (the confirmation is another page).
 */
export async function submitReturnForm(boundOrderId: unknown, _previous: FormState, form: FormData): Promise<FormState> {
  const market = await actionMarket()
  const orderId = boundId(boundOrderId)
  const path = formPath(market, orderId)
  const user = await requireAccountUser(market, path)
  const text = (name: string): string => {
    const value = form.get(name)
    return typeof value === "string" ? value : ""
  }
  const lines = form.getAll("lines").flatMap((value) => typeof value === "string" && /^\d{1,3}$/.test(value) ? [Number(value)] : [])
  const outcome = await formOutcome(submitReturn(user.id, market, orderId, {
    lines,
    reason: text("reason").slice(0, 2000),
    courierAddress: text("courierAddress").slice(0, 600),
    pickupDate: text("pickupDate").slice(0, 20)
  }), "ValidationFailed")
  if (Result.isFailure(outcome)) return refusedResult("return", outcome.failure.fields)
  redirect(`${pathOf(market, "return")}?submitted=${encodeURIComponent(outcome.success.id)}`)
}
