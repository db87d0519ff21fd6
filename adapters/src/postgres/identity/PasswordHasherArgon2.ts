/// <reference types="node" />
import { hash, verify } from "@node-rs/argon2"
import { randomBytes } from "node:crypto"
import { Effect, Layer } from "effect"
import { PasswordHasher } from "@shop/core/backend/auth/ports"

/**
 * argon2id through @node-rs/argon2 (prebuilt native binaries from npm, no build step), with the
 * library's defaults (OWASP's minimum: 19 MiB, 2 passes). The PHC string keeps its own parameters,
 * so stronger settings later still verify old hashes. Hashing runs off the event loop.
 * The unused hash (a sign-in with an unknown email is verified against it) is a hash of 32 random
 * bytes nobody knows, made once per layer on first use, with the same parameters as every new hash.
 */
export const PasswordHasherArgon2 = {
  layer: Layer.effect(PasswordHasher, Effect.gen(function* () {
    const unusedHash = yield* Effect.cached(Effect.promise(() => hash(randomBytes(32).toString("base64url"))))
    return PasswordHasher.of({
      hash: (password) => Effect.promise(() => hash(password)),
      verify: (stored, password) =>
        // A stored value that is not a PHC string verifies nothing.
        Effect.promise(() => verify(stored, password).catch(() => false)),
      unusedHash
    })
  }))
}
