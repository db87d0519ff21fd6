import { solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/sha"
import { send, type Target } from "./http.ts"

/**
 * What the HumanCheck widget does in a browser: fetch a challenge, find its counter, and wrap both as
 * the token a form sends. Only the embedded check can be solved here (Turnstile needs Cloudflare).
 */
export const solvedHumanCheck = async (target: Target): Promise<string> => {
  const setup = await send(target, "/api/human-check/")
  const body = setup.json() as { provider: string; challenge: Parameters<typeof solveChallenge>[0]["challenge"] }
  if (setup.status !== 200 || body.provider !== "embedded") {
    throw new Error(`the shop's human check is ${body.provider ?? setup.status}: only the embedded one can be solved by this script`)
  }
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge: body.challenge, solution }), "utf8").toString("base64")
}
