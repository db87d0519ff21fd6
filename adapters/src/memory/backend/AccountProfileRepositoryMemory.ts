import { Effect, Layer, Option } from "effect"
import { AccountProfileRepository, type CorporateDetails, type PayoutDetails } from "@shop/core/backend/account/profilePorts"
import { UserRepository } from "@shop/core/backend/auth/ports"

/**
 * AccountProfileRepository beside the memory UserRepository (which has no name or payout setter):
 * names, payout and corporate details are kept here, keyed by existing user ids.
 */
export const accountProfileRepositoryMemoryLayer = Layer.effect(AccountProfileRepository, Effect.gen(function*() {
  const users = yield* UserRepository
  const payouts = new Map<string, PayoutDetails>()
  const corporate = new Map<string, CorporateDetails>()
  const exists = (userId: string) => Effect.map(users.findById(userId), Option.isSome)
  return AccountProfileRepository.of({
    payoutOf: (userId) => Effect.sync(() => Option.fromUndefinedOr(payouts.get(userId))),
    setName: (userId) => exists(userId),
    setPayout: (userId, payout) =>
      Effect.map(exists(userId), (found) => {
        if (found) {
          if (payout === null) payouts.delete(userId)
          else payouts.set(userId, { ...payout })
        }
        return found
      }),
    corporateOf: (userId) => Effect.sync(() => Option.fromUndefinedOr(corporate.get(userId))),
    setCorporate: (userId, details) =>
      Effect.map(exists(userId), (found) => {
        if (found) {
          if (details === null) corporate.delete(userId)
          else corporate.set(userId, { ...details })
        }
        return found
      })
  })
}))
