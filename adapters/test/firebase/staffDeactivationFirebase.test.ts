import { describe, expect, it } from "@effect/vitest"
import { getApps } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { Effect, Layer, Option } from "effect"
import { UserRepository } from "@shop/core/backend/auth/ports"
import { currentSession, issueSessionToken } from "@shop/core/backend/auth/sessions"
import { deactivateCustomer, reactivateCustomer } from "@shop/core/backend/staff/customers"
import { Identity } from "@shop/core/ports/Identity"
import { suiteDataset } from "@shop/core/test-support/backend/dataset"
import type { StaffActor } from "@shop/core/staff/roles"
import { accountStoresMemoryLayer } from "../../src/memory/backend/AccountsMemory.ts"
import { AuditLogMemory } from "../../src/memory/backend/AuditLogMemory.ts"
import { customerDirectoryMemoryLayer } from "../../src/memory/backend/CustomerDirectoryMemory.ts"
import { MemoryState } from "../../src/memory/backend/memoryState.ts"
import { SecretTokensMemory } from "../../src/memory/backend/SecretTokensMemory.ts"
import { CustomTokenIssuerFirebase } from "../../src/firebase/CustomTokenIssuerFirebase.ts"
import { IdentityFirebase } from "../../src/firebase/IdentityFirebase.ts"

/**
 * Issue 18 in Firebase mode, against the Auth emulator: a staff member's deactivation of a customer ends
 * the shop's sessions and disables the user at Firebase (no password sign-in), and reactivation enables
 * them there again. The shop's stores are the memory ones; the provider is the real adapter.
 */
const emulatorHost = process.env["FIREBASE_AUTH_EMULATOR_HOST"] ?? ""
const projectId = "demo-shop"
const settings = { apiKey: "demo-api-key", projectId, emulatorHost }

const clearAccounts = Layer.effectDiscard(Effect.promise(() =>
  fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/accounts`, { method: "DELETE" }).then((r) => {
    if (!r.ok) throw new Error(`clearing the emulator's accounts answered ${r.status}`)
  })))

const layer = () =>
  Layer.mergeAll(
    IdentityFirebase.layer(settings),
    CustomTokenIssuerFirebase.layer(projectId, emulatorHost),
    customerDirectoryMemoryLayer(new MemoryState(suiteDataset)),
    AuditLogMemory.layer,
    SecretTokensMemory.layer
  ).pipe(Layer.provideMerge(accountStoresMemoryLayer), Layer.provide(clearAccounts))

const support: StaffActor = { id: "staff-1", email: "support@shop.example", name: "Support", role: "support", language: "en" }

describe("deactivating a customer in Firebase mode", () => {
  it.effect("disables the user at Firebase and ends the shop's sessions; reactivation enables them again", () =>
    Effect.gen(function*() {
      const identity = yield* Identity
      const user = yield* identity.register("ema@example.com", "secret-42", "Ema Pop")
      yield* identity.signOut
      // The shop's document of the Firebase user, as a sign-in links it.
      yield* (yield* UserRepository).linkExternal({ id: user.uid, email: "ema@example.com", name: "Ema Pop", createdAt: 1 })
      const session = yield* issueSessionToken(user.uid)
      const admin = getAuth(getApps().find((app) => app.name === `shop-token-issuer-${projectId}`))

      yield* deactivateCustomer(support, user.uid)
      expect(Option.isNone(yield* currentSession(session))).toBe(true)
      expect((yield* Effect.promise(() => admin.getUser(user.uid))).disabled).toBe(true)
      expect(yield* Effect.flip(identity.signInWithPassword("ema@example.com", "secret-42"))).toMatchObject({ code: "user-disabled" })

      yield* reactivateCustomer(support, user.uid)
      expect((yield* Effect.promise(() => admin.getUser(user.uid))).disabled).toBe(false)
      expect((yield* identity.signInWithPassword("ema@example.com", "secret-42")).uid).toBe(user.uid)
    }).pipe(Effect.provide(layer())))
})
