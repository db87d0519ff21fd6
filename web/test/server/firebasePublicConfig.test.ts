import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { Option } from "effect"
import { firebasePublicConfig } from "../../src/server/firebasePublicConfig.ts"
import { settingsOf } from "../../src/server/settings.ts"

vi.mock("server-only", () => ({}))

const configWith = (env: Record<string, string>) => firebasePublicConfig(settingsOf(env))

/** What the layout renders for the browser: only in Firebase mode (the authLayer rule), only public values. */
describe("firebasePublicConfig", () => {
  it("none on the embedded default (either setting missing or blank)", () => {
    expect(configWith({})).toEqual(Option.none())
    expect(configWith({ FIREBASE_API_KEY: "demo-key" })).toEqual(Option.none())
    expect(configWith({ FIREBASE_API_KEY: " ", FIREBASE_PROJECT_ID: "demo-shop" })).toEqual(Option.none())
    expect(configWith({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" })).toEqual(Option.none())
  })

  it("the public settings and the emulators' hosts, never anything else of the environment", () => {
    const env = {
      FIREBASE_API_KEY: "demo-key",
      FIREBASE_PROJECT_ID: "demo-shop",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      GOOGLE_APPLICATION_CREDENTIALS: "/secret/admin.json",
      AUTH_TOKEN_SECRET: "x".repeat(40)
    }
    const config = configWith(env)
    expect(config).toEqual(Option.some({
      apiKey: "demo-key",
      projectId: "demo-shop",
      authEmulatorHost: "127.0.0.1:9099",
      firestoreEmulatorHost: "127.0.0.1:8080"
    }))
    expect(JSON.stringify(config)).not.toContain("secret")
    const production = configWith({ FIREBASE_API_KEY: "k", FIREBASE_PROJECT_ID: "shop-prod", FIREBASE_AUTH_DOMAIN: "login.shop.example" })
    expect(production).toEqual(Option.some({ apiKey: "k", projectId: "shop-prod", authDomain: "login.shop.example" }))
  })

  it("an emulator host that is not host:port gives the page nothing (logged), never a broken config", () => {
    expect(configWith({ FIREBASE_API_KEY: "k", FIREBASE_PROJECT_ID: "p", FIRESTORE_EMULATOR_HOST: "http://x/" })).toEqual(Option.none())
  })
})
