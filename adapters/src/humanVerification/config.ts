import { Config, Effect, Layer, Schema } from "effect"
import { configuredSecret, humanVerificationSecret } from "../secrets/configuredSecret.ts"
import { HumanVerificationEmbedded } from "./HumanVerificationEmbedded.ts"
import { HumanVerificationTurnstile, turnstileVerifyUrl } from "./HumanVerificationTurnstile.ts"

/**
 * HUMAN_VERIFICATION picks the adapter:
 * - `embedded` (default): the ALTCHA proof-of-work check signed with HUMAN_VERIFICATION_SECRET (generated
 *   into the data folder on the embedded default, required with DATABASE_URL: secrets/configuredSecret.ts);
 * - `always-fail`: the embedded check refusing every token (end-to-end tests of blocked forms);
 * - `turnstile`: Cloudflare Turnstile with TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY (required), and
 *   TURNSTILE_VERIFY_URL (default Cloudflare's siteverify).
 */
export const HumanVerificationSetting = Schema.Literals(["embedded", "always-fail", "turnstile"])
export type HumanVerificationSetting = typeof HumanVerificationSetting.Type

export const humanVerificationSetting = Config.schema(HumanVerificationSetting, "HUMAN_VERIFICATION").pipe(
  Config.withDefault("embedded" as const)
)

export const layerHumanVerificationFromConfig = Layer.unwrap(
  Effect.gen(function* () {
    const setting = yield* humanVerificationSetting
    if (setting === "turnstile") {
      const siteKey = yield* Config.String("TURNSTILE_SITE_KEY")
      const secretKey = yield* Config.Redacted("TURNSTILE_SECRET_KEY")
      const verifyUrl = yield* Config.String("TURNSTILE_VERIFY_URL").pipe(Config.withDefault(turnstileVerifyUrl))
      return HumanVerificationTurnstile.layer({ siteKey, secretKey, verifyUrl })
    }
    const secret = yield* configuredSecret(humanVerificationSecret)
    return HumanVerificationEmbedded.layer({ secret, alwaysFail: setting === "always-fail" })
  })
)
