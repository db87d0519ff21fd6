import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import fc from "fast-check"
import { SecretTokens } from "@shop/core/backend/ports/SecretTokens"
import { makeSecretTokensNode, SecretTokensNode } from "../../src/secrets/SecretTokensNode.ts"

const secret = "a-test-secret-of-at-least-32-bytes-long!"
const tokens = makeSecretTokensNode(secret)
const run = <A>(effect: Effect.Effect<A>) => Effect.runSync(effect)

describe("SecretTokensNode", () => {
  it("mints distinct 256-bit tokens whose digest is the stored SHA-256 hex", () => {
    const minted = Array.from({ length: 200 }, () => run(tokens.mint))
    expect(new Set(minted.map((m) => m.token)).size).toBe(200)
    for (const { token, digest } of minted) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(digest).toMatch(/^[0-9a-f]{64}$/)
      expect(digest).not.toContain(token)
      expect(run(tokens.digest(token))).toBe(digest)
    }
  })

  it("verifies its own signatures only, per purpose, value and secret", () => {
    const other = makeSecretTokensNode("another-secret-of-at-least-32-bytes-long")
    fc.assert(fc.property(fc.string(), fc.string(), (purpose, value) => {
      const signature = run(tokens.sign(purpose, value))
      expect(run(tokens.verify(purpose, value, signature))).toBe(true)
      expect(run(other.verify(purpose, value, signature))).toBe(false)
      expect(run(tokens.verify(`${purpose}x`, value, signature))).toBe(false)
      expect(run(tokens.verify(purpose, `${value}x`, signature))).toBe(false)
    }))
  })

  it("answers false, never throws, for a malformed signature", () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (signature) => {
      expect(run(tokens.verify("order", "x", signature))).toBe(signature === run(tokens.sign("order", "x")))
    }))
  })

  it.effect("is a layer over a fixed secret", () =>
    Effect.gen(function* () {
      const port = yield* SecretTokens
      const signature = yield* port.sign("order", "id")
      expect(yield* port.verify("order", "id", signature)).toBe(true)
    }).pipe(Effect.provide(SecretTokensNode.layerSecret(secret))))
})
