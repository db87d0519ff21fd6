import { solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/sha"
import { send, type Target } from "./http.ts"

/**
 * What the HumanCheck widget does in a browser: fetch a challenge, find its counter, and wrap both as
 * the token a form sends. Only the embedded check can be solved here (Turnstile needs Cloudflare): undefined then.
 */
export const solvedHumanCheck = async (target: Target): Promise<string | undefined> => {
  const setup = await send(target, "/api/human-check/")
  const body = setup.json() as { provider: string; challenge: Parameters<typeof solveChallenge>[0]["challenge"] }
  if (setup.status !== 200) throw new Error(`the human check's setup answered ${setup.status}`)
  // Turnstile needs Cloudflare's widget: the caller says what it could not try.
  if (body.provider !== "embedded") return undefined
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge: body.challenge, solution }), "utf8").toString("base64")
}
