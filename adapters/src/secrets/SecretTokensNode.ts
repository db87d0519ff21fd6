/// <reference types="node" />
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto"
import { Effect, Layer, Redacted } from "effect"
import { SecretTokens } from "@shop/core/backend/ports/SecretTokens"
import { authTokenSecret, configuredSecret } from "./configuredSecret.ts"

/**
 * SecretTokens over node:crypto: 32 random bytes per token, SHA-256 digests, and HMAC-SHA-256
 * signatures under a key derived (HKDF) from AUTH_TOKEN_SECRET, so no other use of that secret
 * (the embedded identity's JWTs) can produce one of these signatures.
 */
const tokenBytes = 32
const signatureLength = 43

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex")

export const makeSecretTokensNode = (secret: string) => {
  const key = Buffer.from(hkdfSync("sha256", Buffer.from(secret, "utf8"), Buffer.alloc(0), "shop secret tokens v1", 32))
  // The purpose and the value are joined unambiguously: a purpose never contains a NUL.
  const signNow = (purpose: string, value: string) =>
    createHmac("sha256", key).update(`${purpose}\u0000${value}`, "utf8").digest("base64url")
  return SecretTokens.of({
    mint: Effect.sync(() => {
      const token = randomBytes(tokenBytes).toString("base64url")
      return { token, digest: sha256Hex(token) }
    }),
    digest: (token) => Effect.sync(() => sha256Hex(token)),
    sign: (purpose, value) => Effect.sync(() => signNow(purpose, value)),
    verify: (purpose, value, signature) =>
      Effect.sync(() => {
        if (signature.length !== signatureLength) return false
        const expected = Buffer.from(signNow(purpose, value), "utf8")
        const given = Buffer.from(signature, "utf8")
        return given.length === expected.length && timingSafeEqual(given, expected)
      })
  })
}

export const SecretTokensNode = {
  /** A fixed secret (tests). */
  layerSecret: (secret: string) => Layer.sync(SecretTokens, () => makeSecretTokensNode(secret)),
  /** AUTH_TOKEN_SECRET, or the embedded default's generated one (secrets/configuredSecret.ts). */
  layerConfig: Layer.effect(
    SecretTokens,
    Effect.map(configuredSecret(authTokenSecret), (secret) => makeSecretTokensNode(Redacted.value(secret)))
  )
}
