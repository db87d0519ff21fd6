/// <reference types="node" />
import { createServer, type Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "@effect/vitest"
import { solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/sha"
import { ConfigProvider, Effect, Layer, Redacted, Result } from "effect"
import { HumanVerification } from "@shop/core/ports/HumanVerification"
import { humanVerificationSuite } from "@shop/core/test-support/humanVerificationSuite"
import { SpentHumanChecksMemory } from "../../src/memory/backend/SpentHumanChecksMemory.ts"
import { layerHumanVerificationFromConfig } from "../../src/humanVerification/config.ts"
import { HumanVerificationEmbedded } from "../../src/humanVerification/HumanVerificationEmbedded.ts"
import { encodeEmbeddedToken } from "./embeddedToken.ts"
import { HumanVerificationTurnstile } from "../../src/humanVerification/HumanVerificationTurnstile.ts"

/** What the browser widget does: solve the signed challenge and send it back with its answer. */
const solvedToken = Effect.gen(function* () {
  const setup = yield* (yield* HumanVerification).setup
  const challenge = setup.challenge as Parameters<typeof solveChallenge>[0]["challenge"]
  const solution = yield* Effect.promise(() => solveChallenge({ challenge, deriveKey }))
  if (solution === null) return yield* Effect.die("no solution")
  return encodeEmbeddedToken(challenge, solution)
})

const secret = HumanVerificationEmbedded.randomSecret()
/** The embedded check with its own record of spent answers (in memory here; the shop's is the database). */
const embeddedWith = (options: Parameters<typeof HumanVerificationEmbedded.layer>[0]) =>
  HumanVerificationEmbedded.layer(options).pipe(Layer.provide(SpentHumanChecksMemory.layer))
const embedded = embeddedWith({ secret, counterMin: 50, counterMax: 400 })
humanVerificationSuite("HumanVerificationEmbedded", () => embedded, solvedToken)

describe("HumanVerificationEmbedded specifics", () => {
  it.effect("always-fail refuses even a correct answer", () =>
    Effect.gen(function* () {
      const token = yield* solvedToken
      const outcome = yield* Effect.result((yield* HumanVerification).verify(token))
      expect(Result.isFailure(outcome) && outcome.failure.reason).toBe("rejected")
    }).pipe(Effect.provide(embeddedWith({ secret, alwaysFail: true, counterMin: 50, counterMax: 400 }))))

  it.effect("a challenge signed with another secret is refused", () =>
    Effect.gen(function* () {
      const foreign = yield* solvedToken.pipe(Effect.provide(embeddedWith({
        secret: Redacted.make("another secret"), counterMin: 50, counterMax: 400
      })))
      const outcome = yield* Effect.result((yield* HumanVerification).verify(foreign))
      expect(Result.isFailure(outcome) && outcome.failure.reason).toBe("invalid")
    }).pipe(Effect.provide(embedded)))

  it.effect("an expired challenge is refused", () =>
    Effect.gen(function* () {
      const token = yield* solvedToken
      const outcome = yield* Effect.result((yield* HumanVerification).verify(token))
      expect(Result.isFailure(outcome) && outcome.failure.reason).toBe("expired")
    }).pipe(Effect.provide(embeddedWith({ secret, ttlSeconds: -60, counterMin: 50, counterMax: 400 }))))

  it.effect("HUMAN_VERIFICATION picks the adapter; turnstile without keys does not start", () =>
    Effect.gen(function* () {
      const setupWith = (env: Record<string, string>) =>
        Effect.gen(function* () { return yield* (yield* HumanVerification).setup }).pipe(
          Effect.provide(layerHumanVerificationFromConfig.pipe(
            Layer.provide(Layer.merge(ConfigProvider.layer(ConfigProvider.fromUnknown(env)), SpentHumanChecksMemory.layer))
          )),
          Effect.result
        )
      const byDefault = yield* setupWith({})
      expect(Result.isSuccess(byDefault) && byDefault.success.provider).toBe("embedded")
      const turnstile = yield* setupWith({ HUMAN_VERIFICATION: "turnstile", TURNSTILE_SITE_KEY: "site-1", TURNSTILE_SECRET_KEY: "s" })
      expect(Result.isSuccess(turnstile) && turnstile.success).toEqual({ provider: "turnstile", siteKey: "site-1", challenge: null })
      expect(Result.isFailure(yield* setupWith({ HUMAN_VERIFICATION: "turnstile" }))).toBe(true)
      expect(Result.isFailure(yield* setupWith({ HUMAN_VERIFICATION: "sometimes" }))).toBe(true)
    }))
})

/**
 * A local stand-in for Cloudflare's siteverify: accepts `pass-<n>` tokens once each with the right
 * secret, answers like Cloudflare (`invalid-input-response`, `timeout-or-duplicate`,
 * `invalid-input-secret`), and records the form fields it received.
 */
const received: Array<URLSearchParams> = []
let server: Server
let url = ""
beforeAll(async () => {
  const used = new Set<string>()
  server = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")))
    request.on("end", () => {
      const form = new URLSearchParams(body)
      received.push(form)
      const token = form.get("response") ?? ""
      const answer = form.get("secret") !== "turnstile-secret"
        ? { success: false, "error-codes": ["invalid-input-secret"] }
        : token === "broken-answer"
        ? null
        : !/^pass-\d+$/.test(token)
        ? { success: false, "error-codes": ["invalid-input-response"] }
        : used.has(token)
        ? { success: false, "error-codes": ["timeout-or-duplicate"] }
        : (used.add(token), { success: true, "error-codes": [], hostname: "localhost" })
      response.writeHead(answer === null ? 502 : 200, { "content-type": "application/json" })
      response.end(answer === null ? "<html>bad gateway</html>" : JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  url = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}/siteverify`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const turnstile = (secretKey = "turnstile-secret") =>
  HumanVerificationTurnstile.layer({ siteKey: "site-key-1", secretKey: Redacted.make(secretKey), verifyUrl: url })
let passes = 0
humanVerificationSuite("HumanVerificationTurnstile (local siteverify)", () => turnstile(), Effect.sync(() => `pass-${++passes}`))

describe("HumanVerificationTurnstile specifics", () => {
  it.effect("sends secret, token and remote ip as a form; maps the provider's answers", () =>
    Effect.gen(function* () {
      const verification = yield* HumanVerification
      yield* verification.verify("pass-900", { remoteIp: "203.0.113.7" })
      const last = received.at(-1)!
      expect([last.get("secret"), last.get("response"), last.get("remoteip")]).toEqual(["turnstile-secret", "pass-900", "203.0.113.7"])
      const broken = yield* Effect.result(verification.verify("broken-answer"))
      expect(Result.isFailure(broken) && broken.failure.reason).toBe("unavailable")
      const reused = yield* Effect.result(verification.verify("pass-900"))
      expect(Result.isFailure(reused) && reused.failure.reason).toBe("reused")
    }).pipe(Effect.provide(turnstile())))

  it.effect("a wrong secret or an unreachable provider is unavailable, never a pass", () =>
    Effect.gen(function* () {
      const wrong = yield* Effect.result((yield* HumanVerification).verify("pass-901"))
      expect(Result.isFailure(wrong) && wrong.failure.reason).toBe("unavailable")
      const down = yield* Effect.result(Effect.gen(function* () {
        return yield* (yield* HumanVerification).verify("pass-902")
      }).pipe(Effect.provide(HumanVerificationTurnstile.layer({ siteKey: "k", secretKey: Redacted.make("turnstile-secret"), verifyUrl: "http://127.0.0.1:1/siteverify" }))))
      expect(Result.isFailure(down) && down.failure.reason).toBe("unavailable")
    }).pipe(Effect.provide(turnstile("wrong"))))
})
