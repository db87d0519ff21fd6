"use server"
import { answerMySaleCounterOffer } from "@shop/core/backend/account/saleCounterOffer"
import { pathOf, pathOfRoute } from "@shop/core/routes/router"
import { Result } from "effect"
import { refresh } from "next/cache"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { actionMarket, boundId, formOutcome } from "./actionInput.ts"
import { requireAccountUser } from "./accountSession.ts"
import { type FormState, refusedResult, savedResult } from "./formResult.ts"

/** The counter-offer was answered already or has lapsed (CounterOfferPanel.tsx shows it). */
const conflict: MessageKey = "mysale-counter-conflict"

/**
 * The seller's answer to a counter-offer from the sale's details page (core answerMySaleCounterOffer,
 * the rule of POST /api/account/sales/{id}/counter-offer/): `accept` is "true" or "false", anything
 * else is no answer and is refused as a conflict would be (the page shows it again). Saved: the page is
 * rendered again with the decision; another user's sale renders the not-found page.
 */
export async function answerCounterOfferForm(boundSaleId: unknown, _previous: FormState, form: FormData): Promise<FormState> {
  const market = await actionMarket()
  const saleId = boundId(boundSaleId)
  const page = Result.getOrElse(pathOfRoute(market, { key: "saleDetails", params: { saleId } } as never), () => pathOf(market, "mySales"))
  const user = await requireAccountUser(market, page)
  const answer = form.get("accept")
  if (answer !== "true" && answer !== "false") return refusedResult("counter-offer", {}, conflict)
  const accept = answer === "true"
  const result = await formOutcome(answerMySaleCounterOffer(user.id, market, saleId, accept), "IllegalTransition")
  if (Result.isFailure(result)) return refusedResult("counter-offer", {}, conflict)
  refresh()
  return savedResult("counter-offer", accept ? "accepted" : "declined")
}
