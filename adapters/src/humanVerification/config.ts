import { Effect, Layer } from "effect"
import { configuredSecret, humanVerificationSecret } from "../secrets/configuredSecret.ts"
import { humanVerification, turnstile } from "../settings.ts"
import { HumanVerificationEmbedded } from "./HumanVerificationEmbedded.ts"
import { HumanVerificationTurnstile } from "./HumanVerificationTurnstile.ts"

/**
 * HUMAN_VERIFICATION picks the adapter:
 * - `embedded` (default): the ALTCHA proof-of-work check signed with HUMAN_VERIFICATION_SECRET (generated
 *   into the data folder on the embedded default, required with DATABASE_URL: secrets/configuredSecret.ts);
 * - `always-fail`: the embedded check refusing every token (end-to-end tests of blocked forms);
 * - `turnstile`: Cloudflare Turnstile with TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY (required), and
 *   TURNSTILE_VERIFY_URL (default Cloudflare's siteverify).
 */
export const layerHumanVerificationFromConfig = Layer.unwrap(
  Effect.gen(function* () {
    const setting = yield* humanVerification
    if (setting === "turnstile") return HumanVerificationTurnstile.layer(yield* turnstile)
    const secret = yield* configuredSecret(humanVerificationSecret)
    return HumanVerificationEmbedded.layer({ secret, alwaysFail: setting === "always-fail" })
  })
)
