import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { Effect, Exit } from "effect"
import { issueSessionToken } from "@shop/core/backend/auth/accounts"
import { PasswordHasher, UserRepository } from "@shop/core/backend/auth/ports"
import { MarketCodes, type MarketCode } from "@shop/core/markets/market"
import { payoutFormErrors } from "@shop/core/sell/payoutForm"
import * as Corporate from "../../app/api/account/settings/corporate/route.ts"
import { phoneNumbers } from "../../src/client/phoneNumbers.ts"
import { runExit } from "../../src/server/runtime.ts"
import { emptyCheckoutForm, validateCheckoutForm } from "../../src/storefront/checkout/checkoutForm.ts"
import { call, databaseDigest, useAppDatabase } from "../support/app.ts"
import { newKey, orderRequest, phones, placeOrder } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/**
 * Issue 17: phones are checked against Google's numbering plans and company ids by their check
 * digits, in core, and the browser's forms and the server's calls give the same answer: the checkout
 * form (validateCheckoutForm) and POST /api/orders/, the payout form (payoutFormErrors, in the sell
 * funnel and the account) and POST /api/account/settings/corporate/.
 */

const phoneSamples: { readonly [K in MarketCode]: ReadonlyArray<readonly [string, boolean]> } = {
  RO: [["0722 123 456", true], ["+40 21 234 5678", true], ["+40 390 536 228", false], ["0714 123 456", false], ["0900 123 456", false]],
  BG: [["0888 123 456", true], ["02 987 6543", true], ["040 123 45", false], ["0700 12 345", false]],
  HU: [["06 30 123 4567", true], ["06 21 123 4567", true], ["06 21 123 456", false], ["06 90 123 456", false]],
  GR: [["691 234 5678", true], ["685 123 4567", true], ["200 123 4567", false], ["701 234 5678", false]]
}

const now = Date.now()

describe("phones: the checkout form and the order call agree", () => {
  for (const market of MarketCodes) {
    it(`${market}: real numbers pass, numbers nobody has are invalid-phone, on both sides`, async () => {
      const [product] = await phones(1)
      for (const [phone, real] of phoneSamples[market]) {
        // An invalid email keeps every request a 422, so nothing is ordered whatever the phone.
        const contact = { name: "Ana Popescu", email: "not-an-email", phone }
        const answer = await placeOrder(orderRequest([{ productId: product!.id }], { market, idempotencyKey: newKey(), contact }))
        expect(answer.status).toBe(422)
        const server = (answer.json as { fields: Record<string, string> }).fields["contact.phone"] ?? null
        const browser = validateCheckoutForm(market, { ...emptyCheckoutForm(market), ...contact }, now).phone ?? null
        expect({ phone, server, browser }).toEqual({ phone, server: real ? null : "invalid-phone", browser: real ? null : "invalid-phone" })
      }
    })
  }
})

let users = 0
const signedIn = async (): Promise<string> => {
  users += 1
  const exit = await runExit(Effect.gen(function*() {
    const hash = yield* (yield* PasswordHasher).hash("secret-42")
    const user = yield* (yield* UserRepository).insert({ email: `ids-${process.pid}-${users}@example.com`, name: "Ana Pop", passwordHash: hash, createdAt: Date.now() })
    return `shop_session=${encodeURIComponent(yield* issueSessionToken(user.id))}`
  }))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value
}

/** A company per market whose ids are right; `mistyped` changes one digit of each id that has a check digit. */
const companies: { readonly [K in MarketCode]: { readonly fields: Record<string, string>; readonly mistyped: Record<string, string> } } = {
  RO: {
    fields: { name: "Alfa Service S.R.L.", fiscalCode: "RO18547290", registrationNumber: "18547290", email: "office@alfa.ro", phoneNumber: "0712 345 678", iban: "RO49AAAA1B31007593840000", county: "Cluj", city: "Cluj-Napoca" },
    mistyped: { fiscalCode: "RO18547920", registrationNumber: "18547200" }
  },
  BG: {
    fields: { name: "Beta OOD", fiscalCode: "831642181", registrationNumber: "831642181", email: "office@beta.bg", phoneNumber: "+359 88 812 3456", iban: "BG80BNBG96611020345678", county: "София", city: "София" },
    mistyped: { fiscalCode: "831642187", registrationNumber: "831462181" }
  },
  HU: {
    fields: { name: "Gamma Kft.", fiscalCode: "10625790", registrationNumber: "10625790-4-44", email: "iroda@gamma.hu", phoneNumber: "+36 20 123 4567", iban: "HU42117730161111101800000000", county: "Pest", city: "Budapest" },
    mistyped: { fiscalCode: "10652790", registrationNumber: "10625797-4-44" }
  },
  GR: {
    fields: { name: "Delta AE", fiscalCode: "EL094019245", registrationNumber: "123456789", email: "info@delta.gr", phoneNumber: "+30 691 234 5678", iban: "GR1601101250000000012300695", county: "Αττική", city: "Αθήνα" },
    mistyped: { fiscalCode: "EL094019254" }
  }
}

const payoutFormOf = (fields: Record<string, string>) => ({
  paymentType: "iban" as const, corporate: true, sellerName: "", companyName: fields["name"] ?? "", fiscalCode: fields["fiscalCode"] ?? "",
  registrationNumber: fields["registrationNumber"] ?? "", companyEmail: fields["email"] ?? "", phoneNumber: fields["phoneNumber"] ?? "",
  iban: fields["iban"] ?? "", county: fields["county"] ?? "", city: fields["city"] ?? ""
})

describe("company ids: the payout form and the corporate details call agree", () => {
  for (const market of MarketCodes) {
    it(`${market}: a mistyped id gets the market's message on both sides, nothing stored; the right ids are saved`, async () => {
      const cookie = await signedIn()
      const host = `${market.toLowerCase()}.localhost:3000`
      const path = "/api/account/settings/corporate/"
      const key = `tax-id-check-digit-${market.toLowerCase()}`
      const mistyped = { ...companies[market].fields, ...companies[market].mistyped }
      const before = await databaseDigest()
      const refused = await call(Corporate.POST, { path, host, headers: { cookie }, body: { corporate: mistyped } })
      const expected = Object.fromEntries(Object.keys(companies[market].mistyped).map((field) => [field, key]))
      expect(refused).toMatchObject({ status: 422, json: { fields: Object.fromEntries(Object.entries(expected).map(([f, k]) => [`corporate.${f}`, k])) } })
      expect(payoutFormErrors(phoneNumbers, market, payoutFormOf(mistyped), "")).toEqual(expected)
      expect(await databaseDigest()).toEqual(before)
      expect(payoutFormErrors(phoneNumbers, market, payoutFormOf(companies[market].fields), "")).toEqual({})
      expect((await call(Corporate.POST, { path, host, headers: { cookie }, body: { corporate: companies[market].fields } })).status).toBe(200)
    })
  }
})
