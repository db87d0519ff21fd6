import { solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/sha"
import { expect } from "vitest"
import * as HumanCheck from "../../app/api/human-check/route.ts"
import { call, expectStatus } from "./app.ts"

/** What the HumanCheck widget does: fetch the setup, solve the challenge, wrap it as the token. */
export const solvedToken = async (): Promise<string> => {
  const setup = expectStatus(await call<{ provider: string; challenge: Parameters<typeof solveChallenge>[0]["challenge"] }>(HumanCheck.GET, { path: "/api/human-check/" }), 200)
  expect(setup.provider).toBe("embedded")
  const solution = await solveChallenge({ challenge: setup.challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge: setup.challenge, solution }), "utf8").toString("base64")
}
