import { Effect, Layer, Option } from "effect"
import { isActiveAfterSales, openProgress } from "@shop/core/account/afterSales"
import { WarrantyClaimRepository, type StoredWarrantyClaim } from "@shop/core/backend/account/warrantyPorts"
import type { MemoryState } from "./memoryState.ts"

/** WarrantyClaimRepository in memory: one request being handled per order line, the user's requests newest first. */
export const makeWarrantyClaimRepositoryMemory = (state: MemoryState) =>
  Effect.sync(() => {
    const claims = state.warrantyClaims
    let counter = 0
    return WarrantyClaimRepository.of({
      saveClaim: (claim) =>
        Effect.sync(() => {
          if (claims.some((c) => c.orderId === claim.orderId && c.line === claim.line && isActiveAfterSales(c.status))) {
            return Option.none<StoredWarrantyClaim>()
          }
          counter += 1
          const stored: StoredWarrantyClaim = { ...claim, ...openProgress, id: `00000000-0000-4000-8000-${counter.toString(16).padStart(12, "0")}` }
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

export const warrantyClaimRepositoryMemoryLayer = (state: MemoryState) =>
  Layer.effect(WarrantyClaimRepository, makeWarrantyClaimRepositoryMemory(state))
