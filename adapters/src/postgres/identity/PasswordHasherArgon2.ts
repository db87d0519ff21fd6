import { hash, verify } from "@node-rs/argon2"
import { Effect, Layer } from "effect"
import { PasswordHasher } from "@shop/core/backend/accounts/ports"

/**
 * argon2id through @node-rs/argon2 (prebuilt native binaries from npm, no build step), with the
 * library's defaults (OWASP's minimum: 19 MiB, 2 passes). The PHC string keeps its own parameters,
 * so stronger settings later still verify old hashes. Hashing runs off the event loop.
 */
export const PasswordHasherArgon2 = {
  layer: Layer.succeed(PasswordHasher, PasswordHasher.of({
    hash: (password) => Effect.promise(() => hash(password)),
    verify: (stored, password) =>
      // A stored value that is not a PHC string verifies nothing.
      Effect.promise(() => verify(stored, password).catch(() => false))
  }))
}
