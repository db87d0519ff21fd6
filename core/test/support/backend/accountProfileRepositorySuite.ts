import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import { AccountProfileRepository } from "../../../src/backend/account/profilePorts.ts"
import { UserRepository } from "../../../src/backend/auth/ports.ts"

export type AccountProfilePorts = AccountProfileRepository | UserRepository

/** Contract every AccountProfileRepository adapter passes; `makeLayer` gives fresh stores with no users. */
export const accountProfileRepositorySuite = (name: string, makeLayer: () => Layer.Layer<AccountProfilePorts>) =>
  describe(name, () => {
    it.effect("keeps the payout details and the name of an existing user only", () =>
      Effect.provide(Effect.gen(function*() {
        const users = yield* UserRepository
        const profiles = yield* AccountProfileRepository
        const ana = yield* users.insert({ email: "ana-profile@example.ro", name: "Ana Pop", passwordHash: "h", createdAt: 1 })
        expect(yield* profiles.payoutOf(ana.id)).toEqual(Option.none())
        expect(yield* profiles.setName(ana.id, "Ana Maria Pop")).toBe(true)
        const payout = { accountNumber: "RO49AAAA1B31007593840000", name: "Ana Maria Pop" }
        expect(yield* profiles.setPayout(ana.id, payout)).toBe(true)
        expect(yield* profiles.payoutOf(ana.id)).toEqual(Option.some(payout))
        expect(yield* profiles.setPayout("no-such-user", payout)).toBe(false)
        expect(yield* profiles.setName("no-such-user", "Ion Pop")).toBe(false)
        expect(yield* profiles.payoutOf("no-such-user")).toEqual(Option.none())
        expect(yield* profiles.setPayout(ana.id, null)).toBe(true)
        expect(yield* profiles.payoutOf(ana.id)).toEqual(Option.none())
      }), makeLayer()))

    it.effect("keeps, replaces and removes the corporate details of an existing user only", () =>
      Effect.provide(Effect.gen(function*() {
        const users = yield* UserRepository
        const profiles = yield* AccountProfileRepository
        const ana = yield* users.insert({ email: "ana-company@example.ro", name: "Ana Pop", passwordHash: "h", createdAt: 1 })
        const ion = yield* users.insert({ email: "ion-company@example.ro", name: "Ion Pop", passwordHash: "h", createdAt: 1 })
        const company = {
          name: "Alfa Service S.R.L.",
          fiscalCode: "RO12345678",
          registrationNumber: "J12/345/2020",
          email: "office@alfa.ro",
          phoneNumber: "0722123456",
          iban: "RO49AAAA1B31007593840000",
          county: "Cluj",
          city: "Cluj-Napoca"
        }
        expect(yield* profiles.corporateOf(ana.id)).toEqual(Option.none())
        expect(yield* profiles.setCorporate(ana.id, company)).toBe(true)
        expect(yield* profiles.corporateOf(ana.id)).toEqual(Option.some(company))
        expect(yield* profiles.corporateOf(ion.id)).toEqual(Option.none())
        const moved = { ...company, city: "Turda", phoneNumber: "0264123456" }
        expect(yield* profiles.setCorporate(ana.id, moved)).toBe(true)
        expect(yield* profiles.corporateOf(ana.id)).toEqual(Option.some(moved))
        expect(yield* profiles.setCorporate("no-such-user", company)).toBe(false)
        expect(yield* profiles.corporateOf("no-such-user")).toEqual(Option.none())
        expect(yield* profiles.setCorporate(ana.id, null)).toBe(true)
        expect(yield* profiles.corporateOf(ana.id)).toEqual(Option.none())
        expect(yield* profiles.setCorporate(ana.id, null)).toBe(true)
      }), makeLayer()))
  })
