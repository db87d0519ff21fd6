import { errors, jwtVerify, SignJWT } from "jose"
import { Effect, Layer, Option, Redacted, Schema } from "effect"
import { AccountTokens, TokenPurpose } from "@shop/core/backend/auth/ports"
import type { TokenClaims } from "@shop/core/backend/auth/ports"
import { authTokenSecret, configuredSecret, minimumSecretBytes } from "../../secrets/configuredSecret.ts"

/**
 * Signed account tokens (the SPEC 7 custom token) as HS256 JWTs through jose: `sub` the uid, `pur`
 * the purpose, `iat`/`exp` in seconds. Sessions and reset links are not signed tokens but random ones
 * stored as digests (core backend/auth/sessions.ts), so the server can end them. Verification checks the signature, the algorithm, the
 * issuer and the expiry against the caller's clock (core passes Effect's Clock), then the purpose.
 */
const issuer = "shop-embedded-identity"
const algorithm = "HS256"

const Payload = Schema.Struct({
  sub: Schema.String,
  pur: TokenPurpose,
  iat: Schema.Number,
  exp: Schema.Number
})
const decodePayload = Schema.decodeUnknownOption(Payload)


export const makeAccountTokensJose = (secret: Uint8Array) => {
  if (secret.byteLength < minimumSecretBytes) throw new Error(`the token secret needs at least ${minimumSecretBytes} bytes`)
  return AccountTokens.of({
    sign: (claims: TokenClaims) =>
      Effect.promise(() => {
        return new SignJWT({ pur: claims.purpose })
          .setProtectedHeader({ alg: algorithm })
          .setIssuer(issuer)
          .setSubject(claims.subject)
          .setIssuedAt(Math.floor(claims.issuedAt / 1000))
          .setExpirationTime(Math.floor(claims.expiresAt / 1000))
          .sign(secret)
      }),
    verify: (token, purpose, now) =>
      Effect.promise(async (): Promise<Option.Option<TokenClaims>> => {
        try {
          const { payload } = await jwtVerify(token, secret, {
            algorithms: [algorithm],
            issuer,
            currentDate: new Date(now),
            clockTolerance: 0
          })
          return Option.flatMap(decodePayload(payload), (p) =>
            p.pur !== purpose
              ? Option.none()
              : Option.some({ purpose: p.pur, subject: p.sub, issuedAt: p.iat * 1000, expiresAt: p.exp * 1000 }))
        } catch (error) {
          // Forged, malformed or expired: not a token of ours. Anything else is a bug.
          if (error instanceof errors.JOSEError || error instanceof TypeError) return Option.none()
          throw error
        }
      })
  })
}

const encoder = new TextEncoder()

const layerSecret = (secret: string): Layer.Layer<AccountTokens> =>
  Layer.sync(AccountTokens, () => makeAccountTokensJose(encoder.encode(secret)))

export const AccountTokensJose = {
  /** A fixed secret (tests). */
  layerSecret,
  /**
   * AUTH_TOKEN_SECRET, or the embedded default's generated secret; required with DATABASE_URL
   * (secrets/configuredSecret.ts). A missing or short one fails the layer, so the server does not start.
   */
  layerConfig: Layer.unwrap(Effect.map(configuredSecret(authTokenSecret), (secret) => layerSecret(Redacted.value(secret))))
}
