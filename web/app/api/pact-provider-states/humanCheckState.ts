import "server-only"
import { HumanVerification } from "@shop/core/ports/HumanVerification"
import { Effect } from "effect"
import { solveEmbeddedChallenge } from "../../../src/client/humanCheck/solveEmbedded.ts"
import { fail, type ProviderStates } from "./stateSupport.ts"

/**
 * The forms' and the registration's provider state: a human check the app set up and the browser's
 * own solver (the widget's code) solved, so a recorded request carries a live token and the
 * verification stores what it sends. A token passes once: each interaction's set-up solves its own.
 * It answers a fresh email too, for a registration that can be replayed on the same backend.
 */
export const humanCheckStates: ProviderStates = {
  "a solved human check": () =>
    Effect.gen(function*() {
      const setup = yield* (yield* HumanVerification).setup
      if (setup.provider !== "embedded") return yield* fail(`the provider states solve the embedded check only, not ${setup.provider}`)
      const token = yield* Effect.promise(() => solveEmbeddedChallenge(setup.challenge, new AbortController()))
      if (token === null) return yield* fail("the embedded challenge could not be solved")
      return { humanCheck: token, email: `pact-register-${crypto.randomUUID()}@example.com` }
    })
}
