/// <reference types="node" />
import { readFileSync } from "node:fs"
import { beforeAll, describe, expect, it } from "@effect/vitest"
import { setLogLevel } from "firebase/firestore"
import { Context, Effect, Layer, Option } from "effect"
import { CustomTokenIssuer, Identity } from "@shop/core/ports/Identity"
import { RemoteCartStore } from "@shop/core/ports/RemoteCartStore"
import { identitySuite } from "@shop/core/test-support/identitySuite"
import { sampleRemoteCart } from "@shop/core/test-support/remoteCartStoreSuite"
import { CustomTokenIssuerFirebase } from "../../src/firebase/CustomTokenIssuerFirebase.ts"
import { connectFirebaseBrowser } from "../../src/firebase/firebaseBrowser.ts"
import { FirebaseBrowser } from "../../src/firebase/FirebaseBrowserLayer.ts"
import { failWithoutEmulator, firestoreEmulatorHost } from "./support/firestoreEmulator.ts"

/**
 * The browser's Firebase client (firebaseBrowser.ts) against both emulators: its Identity passes the
 * Identity contract, and a custom-token sign-in on it is what lets the same app's Firestore read and
 * write `carts/{own uid}` under the repository's firestore.rules (loaded into the emulator for the
 * project, as the Firebase-mode end-to-end tests do). Without either emulator the file FAILS.
 */
const authHost = process.env["FIREBASE_AUTH_EMULATOR_HOST"]?.trim() ?? ""
const firestoreHost = firestoreEmulatorHost()
// The Auth emulator serves one project (scripts/emulators/auth.sh: demo-shop); the Firestore rules are
// loaded for the same project, which is the one the Firebase-mode end-to-end server uses.
const projectId = "demo-shop"
const rules = readFileSync(new URL("../../../firestore.rules", import.meta.url), "utf8")

const loadRules = async (host: string) => {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: "PUT",
    body: JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: rules }] } })
  })
  if (!response.ok) throw new Error(`loading firestore.rules answered ${response.status}: ${await response.text()}`)
}

if (authHost === "" || firestoreHost === undefined) {
  failWithoutEmulator("the browser's Firebase client (needs FIREBASE_AUTH_EMULATOR_HOST too)")
} else {
  const config = { apiKey: "demo-key", projectId, authEmulatorHost: authHost, firestoreEmulatorHost: firestoreHost }

  const clearAccounts = Layer.effectDiscard(Effect.promise(() =>
    fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: "DELETE" }).then((r) => {
      if (!r.ok) throw new Error(`clearing the emulator's accounts answered ${r.status}`)
    })))

  const browserIdentity = Layer.effect(
    Identity,
    Effect.map(Effect.acquireRelease(Effect.sync(() => connectFirebaseBrowser(config)), (c) => c.close), (c) => c.identity)
  )

  identitySuite("FirebaseBrowser Identity (Auth emulator)", () =>
    Layer.mergeAll(browserIdentity, CustomTokenIssuerFirebase.layer(projectId, authHost)).pipe(Layer.provide(clearAccounts)))

  describe("FirebaseBrowser: Auth and Firestore on one app, under firestore.rules", () => {
    beforeAll(async () => {
      setLogLevel("silent")
      await loadRules(firestoreHost)
    })

    const unique = (what: string) => `${what}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
    const layer = () => Layer.merge(FirebaseBrowser.layer(config), CustomTokenIssuerFirebase.layer(projectId, authHost))

    it.effect("signed in with the server's custom token, the page reads and writes its own cart only", () =>
      Effect.gen(function* () {
        const identity = yield* Identity
        const store = yield* RemoteCartStore
        const registered = yield* identity.register(unique("owner"), "secret-42", "Ana Pop")
        const token = yield* (yield* CustomTokenIssuer).issue(registered.uid)
        yield* identity.signOut

        // Nobody signed in: the rules refuse the owner's cart.
        const refused = yield* Effect.flip(store.save(registered.uid, sampleRemoteCart))
        expect(refused.reason).toBe("Unavailable")

        const signedIn = yield* identity.signInWithCustomToken(token)
        expect(signedIn.uid).toBe(registered.uid)
        yield* store.save(registered.uid, sampleRemoteCart)
        expect(yield* store.get(registered.uid)).toEqual(Option.some({ document: sampleRemoteCart, droppedLines: 0 }))

        // Another user's document: refused by the rules, whatever the adapter asks.
        const other = yield* Effect.flip(store.save(`${registered.uid}x`, sampleRemoteCart))
        expect(other.reason).toBe("Unavailable")
        expect((yield* Effect.flip(store.get(`${registered.uid}x`))).reason).toBe("Unavailable")
      }).pipe(Effect.provide(layer())))

    it.effect("two clients are two pages: signing in on one does not sign in the other", () =>
      Effect.scoped(Effect.gen(function* () {
        const first = Context.get(yield* Layer.build(FirebaseBrowser.layer(config)), Identity)
        const second = Context.get(yield* Layer.build(FirebaseBrowser.layer(config)), Identity)
        yield* first.register(unique("pages"), "secret-42", "")
        expect(Option.isSome(yield* first.currentUser)).toBe(true)
        expect(Option.isNone(yield* second.currentUser)).toBe(true)
      })))

    it.effect("a custom token the emulator does not accept is an IdentityError of the standard codes", () =>
      Effect.gen(function* () {
        const identity = yield* Identity
        const error = yield* Effect.flip(identity.signInWithCustomToken("not-a-token"))
        expect(error._tag).toBe("IdentityError")
        expect(["invalid-token", "unknown"]).toContain(error.code)
      }).pipe(Effect.provide(layer())))
  })
}
