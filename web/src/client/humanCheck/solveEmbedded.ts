import { solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/web/sha"

type Challenge = Parameters<typeof solveChallenge>[0]["challenge"]

/**
 * The browser's half of the embedded check: find the counter that solves the server's signed
 * proof-of-work challenge (altcha-lib, Web Crypto SHA-256), and wrap challenge and answer as the token
 * the server verifies (base64 JSON; the server decodes it with Schema).
 */
export const solveEmbeddedChallenge = async (challenge: unknown, controller: AbortController): Promise<string | null> => {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey, controller })
  if (solution === null) return null
  return btoa(JSON.stringify({ challenge, solution }))
}
