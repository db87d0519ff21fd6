import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Result } from "effect"
import fc from "fast-check"
import { corporateDetailsErrors, normalizeCorporateDetails, saveCorporateDetails, type CorporateDetailsInput } from "../../../src/backend/account/corporateDetails.ts"
import { AccountProfileRepository } from "../../../src/backend/account/profilePorts.ts"
import { mySettings } from "../../../src/backend/account/settings.ts"
import type { MarketCode } from "../../../src/markets/market.ts"
import { payoutFormErrors } from "../../../src/sell/payoutForm.ts"
import { accountProfileRepositoryMemoryLayer } from "@shop/adapters/memory/backend/AccountProfileRepositoryMemory"
import { accountsMemoryLayer } from "@shop/adapters/memory/backend/AccountsMemory"
import { newUser } from "../../support/backend/users.ts"
import { phoneNumbersTable, PhoneNumbersTable } from "../../support/phoneNumbersTable.ts"

const layer = () => Layer.merge(accountProfileRepositoryMemoryLayer.pipe(Layer.provideMerge(accountsMemoryLayer)), PhoneNumbersTable.layer)

/** One valid company per market (the funnel's corporate samples). */
const companies: { readonly [K in MarketCode]: CorporateDetailsInput } = {
  RO: {
    name: "Alfa Service S.R.L.", fiscalCode: "ro 18547290", registrationNumber: "J40/1234/2020", email: "office@alfa.ro",
    phoneNumber: "0712 345 678", iban: "ro49 aaaa 1b31 0075 9384 0000", county: "Cluj", city: "Cluj-Napoca"
  },
  BG: {
    name: "Beta OOD", fiscalCode: "123456786", registrationNumber: "123456786", email: "office@beta.bg",
    phoneNumber: "+359 88 812 3456", iban: "BG80BNBG96611020345678", county: "София", city: "София"
  },
  HU: {
    name: "Gamma Kft.", fiscalCode: "12345676", registrationNumber: "12345676-1-42", email: "iroda@gamma.hu",
    phoneNumber: "+36 20 123 4567", iban: "HU42117730161111101800000000", county: "Pest", city: "Budapest"
  },
  GR: {
    name: "Delta AE", fiscalCode: "EL123456783", registrationNumber: "123456789", email: "info@delta.gr",
    phoneNumber: "+30 691 234 5678", iban: "GR1601101250000000012300695", county: "Αττική", city: "Αθήνα"
  }
}
const markets = Object.keys(companies) as ReadonlyArray<MarketCode>
const fields = Object.keys(companies.RO) as ReadonlyArray<keyof CorporateDetailsInput>

const arbMarket = fc.constantFrom(...markets)
/** A company input: each field either the market's valid value or any text. */
const arbInput = (market: MarketCode): fc.Arbitrary<CorporateDetailsInput> =>
  fc.record(Object.fromEntries(fields.map((field) => [field, fc.oneof({ arbitrary: fc.constant(companies[market][field]), weight: 5 }, { arbitrary: fc.string({ maxLength: 30 }), weight: 1 })])) as {
    [K in keyof CorporateDetailsInput]: fc.Arbitrary<string>
  })


describe("corporate details in the settings", () => {
  for (const market of markets) {
    it(`${market}: the market's company is valid and stored normalized`, () => {
      expect(corporateDetailsErrors(phoneNumbersTable, market, companies[market])).toEqual({})
    })
  }

  it("refuses exactly what the sell funnel's corporate payout rules refuse (property)", () => {
    fc.assert(fc.property(arbMarket.chain((market) => fc.tuple(fc.constant(market), arbInput(market))), ([market, input]) => {
      const funnel = payoutFormErrors(phoneNumbersTable, market, {
        paymentType: "iban", corporate: true, sellerName: "", companyName: input.name, fiscalCode: input.fiscalCode,
        registrationNumber: input.registrationNumber, companyEmail: input.email, phoneNumber: input.phoneNumber,
        iban: input.iban, county: input.county, city: input.city
      }, "")
      expect(Object.keys(corporateDetailsErrors(phoneNumbersTable, market, input)).length === 0).toBe(Object.keys(funnel).length === 0)
    }))
  })

  it("normalizing twice changes nothing, and a valid company stays valid once normalized (property)", () => {
    fc.assert(fc.property(arbMarket.chain((market) => fc.tuple(fc.constant(market), arbInput(market))), ([market, input]) => {
      const once = normalizeCorporateDetails(input)
      expect(normalizeCorporateDetails(once)).toEqual(once)
      if (Object.keys(corporateDetailsErrors(phoneNumbersTable, market, input)).length === 0) expect(corporateDetailsErrors(phoneNumbersTable, market, once)).toEqual({})
    }))
  })

  it.effect("stores a valid company, writes nothing for a refused one, and clears them (property over inputs)", () =>
    Effect.gen(function*() {
      const samples = fc.sample(arbMarket.chain((market) => fc.tuple(fc.constant(market), arbInput(market))), 60)
      for (const [market, input] of samples) {
        yield* Effect.provide(Effect.gen(function*() {
          const ana = yield* newUser("ana-corporate@example.ro")
          const result = yield* Effect.result(saveCorporateDetails(ana.id, market, { corporate: input }))
          const stored = yield* (yield* AccountProfileRepository).corporateOf(ana.id)
          const errors = corporateDetailsErrors(phoneNumbersTable, market, input)
          if (Object.keys(errors).length === 0) {
            expect(Result.isSuccess(result)).toBe(true)
            expect(stored).toEqual(Option.some(normalizeCorporateDetails(input)))
            expect((yield* mySettings(ana.id)).corporate).toEqual(stored)
            yield* saveCorporateDetails(ana.id, market, { corporate: null })
            expect(yield* (yield* AccountProfileRepository).corporateOf(ana.id)).toEqual(Option.none())
          } else {
            expect(Result.isFailure(result) && result.failure._tag === "ValidationFailed" ? result.failure.fields : {}).toEqual(
              Object.fromEntries(Object.entries(errors).map(([field, key]) => [`corporate.${field}`, key]))
            )
            expect(stored).toEqual(Option.none())
          }
        }), layer())
      }
    }))

  it.effect("keeps the codes and the IBAN compact and upper-case; refuses another market's company; unknown user is NotFound", () =>
    Effect.provide(Effect.gen(function*() {
      const ana = yield* newUser("ana-corporate@example.ro")
      const saved = yield* saveCorporateDetails(ana.id, "RO", { corporate: { ...companies.RO, name: "  Alfa Service S.R.L. " } })
      expect(saved).toEqual({
        name: "Alfa Service S.R.L.", fiscalCode: "RO18547290", registrationNumber: "J40/1234/2020", email: "office@alfa.ro",
        phoneNumber: "0712 345 678", iban: "RO49AAAA1B31007593840000", county: "Cluj", city: "Cluj-Napoca"
      })
      const refused = yield* Effect.flip(saveCorporateDetails(ana.id, "HU", { corporate: companies.RO }))
      expect(refused._tag).toBe("ValidationFailed")
      expect(Object.keys((refused as { fields: object }).fields)).toEqual(expect.arrayContaining(["corporate.fiscalCode", "corporate.iban"]))
      expect((yield* mySettings(ana.id)).corporate).toEqual(Option.some(saved))
      const long = yield* Effect.flip(saveCorporateDetails(ana.id, "RO", { corporate: { ...companies.RO, city: "Cluj".repeat(60) } }))
      expect((long as { fields: object }).fields).toEqual({ "corporate.city": "text-too-long" })
      expect((yield* Effect.flip(saveCorporateDetails("no-such-user", "RO", { corporate: null })))._tag).toBe("NotFound")
    }), layer()))
})
