import { Effect, Layer, Random } from "effect"
import { SecretTokens } from "@shop/core/backend/ports/SecretTokens"

/**
 * SecretTokens for tests and the memory fakes: random tokens from Effect's Random (seedable), a
 * reversible "digest" and a readable "signature". Not cryptography: it only keeps the port's promises
 * (a token's digest is stable and differs from the token; a signature verifies for its purpose and
 * value only). The adapter (adapters/src/secrets/SecretTokensNode.ts) is the real one.
 */
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

const randomToken = Effect.gen(function* () {
  let token = ""
  for (let i = 0; i < 43; i++) token += alphabet[yield* Random.nextIntBetween(0, alphabet.length, { halfOpen: true })]
  return token
})

const digestOf = (token: string) => `digest:${token}`

/** A signature a seed fixes for one value (a seeded order whose token a fixture names). */
export interface KnownSignature {
  readonly purpose: string
  readonly value: string
  readonly signature: string
}

const make = (known: ReadonlyArray<KnownSignature>) => {
  const fixed = new Map(known.map((k) => [`${k.purpose}:${k.value}`, k.signature] as const))
  const signatureOf = (purpose: string, value: string) => fixed.get(`${purpose}:${value}`) ?? `sig:${purpose}:${value}`
  return SecretTokens.of({
    mint: Effect.map(randomToken, (token) => ({ token, digest: digestOf(token) })),
    digest: (token) => Effect.succeed(digestOf(token)),
    sign: (purpose, value) => Effect.succeed(signatureOf(purpose, value)),
    verify: (purpose, value, signature) => Effect.succeed(signature === signatureOf(purpose, value))
  })
}

export const SecretTokensMemory = {
  layer: Layer.succeed(SecretTokens, make([])),
  /** The same, signing the `known` values with the given signatures. */
  layerKnowing: (known: ReadonlyArray<KnownSignature>) => Layer.succeed(SecretTokens, make(known))
}
