import { Effect, Layer, Option } from "effect"
import { WarrantyClaimRepository, type StoredWarrantyClaim } from "@shop/core/backend/account/warrantyPorts"

/** WarrantyClaimRepository in memory: one open request per order line, the user's requests newest first. */
export const makeWarrantyClaimRepositoryMemory = () =>
  Effect.sync(() => {
    const claims: Array<StoredWarrantyClaim> = []
    let counter = 0
    return WarrantyClaimRepository.of({
      saveClaim: (claim) =>
        Effect.sync(() => {
          if (claims.some((c) => c.orderId === claim.orderId && c.line === claim.line && c.status === "open")) {
            return Option.none<StoredWarrantyClaim>()
          }
          counter += 1
          const stored: StoredWarrantyClaim = { ...claim, id: `00000000-0000-4000-8000-${counter.toString(16).padStart(12, "0")}`, status: "open" }
          claims.push(stored)
          return Option.some(stored)
        }),
      claimsOf: (userId) =>
        Effect.sync(() =>
          claims
            .filter((claim) => claim.userId === userId)
            .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)))
    })
  })

export const warrantyClaimRepositoryMemoryLayer = Layer.effect(WarrantyClaimRepository, makeWarrantyClaimRepositoryMemory())
