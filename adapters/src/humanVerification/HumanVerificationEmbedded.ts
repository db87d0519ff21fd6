/// <reference types="node" />
import { createHash, randomBytes } from "node:crypto"
import { createChallenge, randomInt, verifySolution } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/sha"
import { Effect, Layer, Redacted, Schema } from "effect"
import { SpentHumanChecks } from "@shop/core/backend/ports/SpentHumanChecks"
import { HumanCheckFailed, HumanVerification } from "@shop/core/ports/HumanVerification"

/**
 * The embedded human check (no third party, works offline): the server issues an ALTCHA proof-of-work
 * challenge signed with HMAC (altcha-lib), the browser widget finds the counter whose SHA-256 key
 * matches the signed prefix (a second or so of work for a browser, costly at bot scale), and sends
 * the challenge and its solution back as the token. The server checks signature, expiry and solution
 * (altcha-lib verifySolution) and records the challenge as spent (SpentHumanChecks: the database every
 * server process shares) until it expires, so a token passes once in total, not once per process.
 *
 * `alwaysFail` (HUMAN_VERIFICATION=always-fail) issues challenges as usual but refuses every token:
 * the end-to-end tests use it to see a blocked form.
 */

export interface EmbeddedOptions {
  /** HMAC secret; every server process of one shop must share it (HUMAN_VERIFICATION_SECRET). */
  readonly secret: Redacted.Redacted<string>
  readonly alwaysFail?: boolean
  /** Counter range the browser searches (work per check). */
  readonly counterMin?: number
  readonly counterMax?: number
  /** How long a challenge may be answered, in seconds (negative: already expired, for tests). */
  readonly ttlSeconds?: number
}

export const embeddedSiteKey = "embedded"
const algorithm = "SHA-256"
const maxTokenLength = 8_000

/** The token the widget sends: base64 of the JSON `{ challenge, solution }`. */
const Payload = Schema.Struct({
  challenge: Schema.Struct({
    parameters: Schema.Struct({
      algorithm: Schema.String,
      nonce: Schema.String,
      salt: Schema.String,
      cost: Schema.Number,
      keyLength: Schema.Number,
      keyPrefix: Schema.String,
      keySignature: Schema.optionalKey(Schema.String),
      expiresAt: Schema.optionalKey(Schema.Number)
    }),
    signature: Schema.String
  }),
  solution: Schema.Struct({ counter: Schema.Number, derivedKey: Schema.String, time: Schema.optionalKey(Schema.Number) })
})
const decodePayload = Schema.decodeUnknownResult(Schema.fromJsonString(Payload))

const failed = (reason: HumanCheckFailed["reason"], message: string) => new HumanCheckFailed({ reason, message })

const make = (options: EmbeddedOptions) =>
  Effect.gen(function* () {
    const secret = Redacted.value(options.secret)
    const keySecret = `${secret}:key`
    const ttl = options.ttlSeconds ?? 600
    const spent = yield* SpentHumanChecks

    // Wall-clock seconds: altcha-lib checks expiry against the wall clock too.
    const nowSeconds = () => Math.floor(Date.now() / 1000)

    const setup = Effect.gen(function* () {
      const challenge = yield* Effect.tryPromise({
        try: () =>
          createChallenge({
            algorithm,
            cost: 1,
            counter: randomInt(options.counterMin ?? 2_000, options.counterMax ?? 12_000),
            deriveKey,
            expiresAt: nowSeconds() + ttl,
            hmacSignatureSecret: secret,
            hmacKeySignatureSecret: keySecret
          }),
        catch: () => failed("unavailable", "the challenge could not be created")
      })
      return { provider: "embedded" as const, siteKey: embeddedSiteKey, challenge }
    })

    const verify = Effect.fn("HumanVerification.verify")(function* (token: string) {
      if (token.length === 0 || token.length > maxTokenLength) return yield* failed("invalid", "no token of the embedded check")
      const json = Buffer.from(token, "base64").toString("utf8")
      const payload = decodePayload(json)
      if (payload._tag === "Failure") return yield* failed("invalid", "the token is not an answered challenge")
      const { challenge, solution } = payload.success
      const result = yield* Effect.tryPromise({
        try: () => verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: keySecret }),
        catch: () => failed("invalid", "the answer could not be checked")
      })
      if (result.expired) return yield* failed("expired", "the challenge expired")
      if (!result.verified) return yield* failed("invalid", "the answer does not solve the signed challenge")
      if (options.alwaysFail === true) return yield* failed("rejected", "HUMAN_VERIFICATION=always-fail refuses every check")
      // The signature is the challenge's HMAC: unforgeable, one per challenge. Its digest is the key.
      const digest = createHash("sha256").update(challenge.signature, "utf8").digest("hex")
      const expiresAt = (challenge.parameters.expiresAt ?? nowSeconds() + ttl) * 1000
      const fresh = yield* spent.spend(digest, expiresAt).pipe(
        Effect.mapError(() => failed("unavailable", "the spent checks could not be recorded"))
      )
      if (!fresh) return yield* failed("reused", "the challenge was answered already")
    })

    return HumanVerification.of({ setup, verify })
  })

/** Needs SpentHumanChecks: SpentHumanChecksPg in the shop, the memory fake in tests. */
export const HumanVerificationEmbedded = {
  layer: (options: EmbeddedOptions) => Layer.effect(HumanVerification, make(options)),
  /** A random secret for one process (tests; a single-server shop). */
  randomSecret: (): Redacted.Redacted<string> => Redacted.make(randomBytes(32).toString("base64url"))
}
