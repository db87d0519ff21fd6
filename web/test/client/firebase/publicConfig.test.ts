import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { Option } from "effect"
import {
  decodeFirebasePublicConfig,
  FIREBASE_PUBLIC_CONFIG_ELEMENT_ID,
  firebasePublicConfigJson
} from "@shop/adapters/firebase/publicConfig"
import { firebaseConfigOfDocument } from "../../../src/client/firebase/firebaseConfig.ts"

const text = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== "")
const host = fc.tuple(fc.stringMatching(/^[a-z0-9.]{1,20}$/), fc.integer({ min: 1, max: 65535 })).map(([h, p]) => `${h}:${p}`)
const config = fc.record(
  { apiKey: text, projectId: text, authDomain: text, authEmulatorHost: host, firestoreEmulatorHost: host },
  { requiredKeys: ["apiKey", "projectId"] }
)

/** The Firebase settings the layout renders into a JSON script element and the client runtime reads back. */
describe("the page's public Firebase config", () => {
  test.prop([config])("round-trips through the script element, whose text never holds a '<'", (value) => {
    const json = firebasePublicConfigJson(value)
    expect(json).not.toContain("<")
    expect(decodeFirebasePublicConfig(json)).toEqual(Option.some(value))
  })

  it("is none for no element, empty text, bad JSON, or settings that do not decode", () => {
    expect(decodeFirebasePublicConfig(null)).toEqual(Option.none())
    expect(decodeFirebasePublicConfig("  ")).toEqual(Option.none())
    expect(decodeFirebasePublicConfig("{")).toEqual(Option.none())
    expect(decodeFirebasePublicConfig(JSON.stringify({ apiKey: "k" }))).toEqual(Option.none())
    expect(decodeFirebasePublicConfig(JSON.stringify({ apiKey: "k", projectId: "p", firestoreEmulatorHost: "http://x" }))).toEqual(Option.none())
  })

  it("a script injection in a value stays text", () => {
    const value = { apiKey: "</script><script>alert(1)</script>", projectId: "demo-shop" }
    const json = firebasePublicConfigJson(value)
    expect(json).not.toContain("</script>")
    expect(decodeFirebasePublicConfig(json)).toEqual(Option.some(value))
  })

  it("the client runtime finds it by the element id, and nothing without the element (the embedded default)", () => {
    const value = { apiKey: "demo-key", projectId: "demo-shop", authEmulatorHost: "127.0.0.1:9099" }
    const doc = (id: string | null) => ({
      getElementById: (wanted: string) => (wanted === id ? ({ textContent: firebasePublicConfigJson(value) } as HTMLElement) : null)
    })
    expect(firebaseConfigOfDocument(doc(FIREBASE_PUBLIC_CONFIG_ELEMENT_ID))).toEqual(Option.some(value))
    expect(firebaseConfigOfDocument(doc(null))).toEqual(Option.none())
  })
})
