import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { rateLimitNames, rateLimitPolicies, scaleAddressLimits, type RateLimitPolicy } from "../../../src/backend/limits/policies.ts"
import { allowed, nextCount, retryAfterMs, retryAfterSeconds, windowEnded, type WindowCount } from "../../../src/backend/limits/rules.ts"

const policyArb: fc.Arbitrary<RateLimitPolicy> = fc.record({
  key: fc.constantFrom("address" as const, "account" as const),
  limit: fc.integer({ min: 1, max: 60 }),
  windowMs: fc.integer({ min: 1, max: 24 * 3_600_000 })
})
const startArb = fc.integer({ min: 0, max: 2 ** 42 })
/** Instants of successive requests: gaps from zero (a burst) to several windows. */
const gapsArb = fc.array(fc.oneof(fc.constant(0), fc.nat(1_000), fc.nat(30 * 3_600_000)), { maxLength: 80 })

/** Every request of a sequence, with the count the store answered and whether it was let through. */
const replay = (policy: RateLimitPolicy, start: number, gaps: ReadonlyArray<number>) => {
  let count: WindowCount | undefined
  let now = start
  return gaps.map((gap) => {
    now += gap
    count = nextCount(count, policy.windowMs, now)
    return { now, count, allowed: allowed(policy, count) }
  })
}

describe("rate limit rules (fixed windows)", () => {
  it("no window ever lets more than `limit` requests through, whatever the sequence", () => {
    fc.assert(fc.property(policyArb, startArb, gapsArb, (policy, start, gaps) => {
      const through = new Map<number, number>()
      for (const step of replay(policy, start, gaps)) {
        if (step.allowed) through.set(step.count.windowStart, (through.get(step.count.windowStart) ?? 0) + 1)
      }
      return [...through.values()].every((n) => n <= policy.limit)
    }))
  })

  it("the first `limit` requests of every window go through: a person is never refused below the limit", () => {
    fc.assert(fc.property(policyArb, startArb, gapsArb, (policy, start, gaps) =>
      replay(policy, start, gaps).every((step) => step.allowed === (step.count.hits <= policy.limit))))
  })

  it("a count holds the requests since its window opened, and its window holds the request that made it", () => {
    fc.assert(fc.property(policyArb, startArb, gapsArb, (policy, start, gaps) => {
      const steps = replay(policy, start, gaps)
      return steps.every((step, i) => {
        const inWindow = steps.slice(0, i + 1).filter((s) => s.now >= step.count.windowStart).length
        return step.count.hits === inWindow && step.count.windowStart <= step.now && !windowEnded(step.count, policy.windowMs, step.now)
      })
    }))
  })

  it("a refused request is told to wait exactly until its window ends: then the next request opens a new one", () => {
    fc.assert(fc.property(policyArb, startArb, fc.nat(24 * 3_600_000), (policy, start, elapsed) => {
      const now = start + (elapsed % policy.windowMs)
      const full: WindowCount = { hits: policy.limit + 1, windowStart: start }
      const wait = retryAfterMs(policy, full, now)
      return !allowed(policy, full) &&
        wait === start + policy.windowMs - now &&
        nextCount(full, policy.windowMs, now + wait - 1).windowStart === start &&
        nextCount(full, policy.windowMs, now + wait).hits === 1
    }))
  })

  it("Retry-After is whole seconds, at least one, at most one window, even for a clock that is behind", () => {
    fc.assert(fc.property(policyArb, startArb, fc.integer({ min: -3_600_000, max: 48 * 3_600_000 }), (policy, start, offset) => {
      const seconds = retryAfterSeconds(retryAfterMs(policy, { hits: policy.limit + 1, windowStart: start }, start + offset))
      return Number.isInteger(seconds) && seconds >= 1 && seconds <= Math.max(1, Math.ceil(policy.windowMs / 1000))
    }))
  })

  it("the table: every limit allows at least one request per positive window; logins are counted per account and per address", () => {
    for (const name of rateLimitNames) {
      const policy = rateLimitPolicies[name]
      expect(policy.limit, name).toBeGreaterThanOrEqual(1)
      expect(policy.windowMs, name).toBeGreaterThan(0)
    }
    expect(rateLimitPolicies["login-account"].key).toBe("account")
    expect(rateLimitPolicies["login-address"].key).toBe("address")
    expect(rateLimitPolicies["forgot-account"].key).toBe("account")
    expect(rateLimitPolicies["email-change"].key).toBe("account")
  })

  it("scaling multiplies the per-address limits only (at least one each) and leaves every window as it is", () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1_000, noNaN: true }), (factor) => {
      const scaled = scaleAddressLimits(rateLimitPolicies, factor)
      return rateLimitNames.every((name) => {
        const before = rateLimitPolicies[name]
        const after = scaled[name]
        return after.windowMs === before.windowMs && after.key === before.key &&
          (before.key === "account" ? after.limit === before.limit : after.limit === Math.max(1, Math.floor(before.limit * factor)))
      })
    }))
    expect(scaleAddressLimits(rateLimitPolicies, 1)).toEqual(rateLimitPolicies)
  })
})
