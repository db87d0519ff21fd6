import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import type { LoginAttempts, LoginLimitPolicy } from "../../../src/backend/accounts/loginLimit.ts"
import {
  defaultLoginLimitPolicy,
  loginAllowed,
  loginLimitKey,
  recordFailure,
  retryAt
} from "../../../src/backend/accounts/loginLimit.ts"

const policyArb = fc.record({ maxFailures: fc.integer({ min: 1, max: 10 }), windowMs: fc.integer({ min: 1, max: 3_600_000 }) })

/** Failures at the given offsets (ms, ascending) from `start`, folded through recordFailure. */
const failuresAt = (start: number, offsets: ReadonlyArray<number>, policy: LoginLimitPolicy) =>
  offsets.reduce<LoginAttempts | undefined>((record, offset) => recordFailure(record, start + offset, policy), undefined)

describe("login limit", () => {
  it("maxFailures failures inside one window block the key until the window ends, then it is free", () => {
    fc.assert(fc.property(policyArb, fc.integer({ min: 0, max: 2 ** 40 }), (policy, start) => {
      const offsets = Array.from({ length: policy.maxFailures }, (_, i) => Math.floor((i * (policy.windowMs - 1)) / policy.maxFailures))
      const record = failuresAt(start, offsets, policy)
      if (record === undefined) return false
      const end = retryAt(record, policy)
      return !loginAllowed(record, start, policy) && !loginAllowed(record, end - 1, policy) && loginAllowed(record, end, policy)
    }))
  })

  it("fewer than maxFailures failures never block", () => {
    fc.assert(fc.property(policyArb, fc.integer({ min: 0, max: 2 ** 40 }), fc.array(fc.nat(10_000_000), { maxLength: 30 }), (policy, start, gaps) => {
      const offsets = gaps.slice(0, policy.maxFailures - 1).reduce<Array<number>>((acc, gap) => [...acc, (acc.at(-1) ?? 0) + gap], [])
      const record = failuresAt(start, offsets, policy)
      const last = start + (offsets.at(-1) ?? 0)
      return loginAllowed(record, last, policy)
    }))
  })

  it("the count never exceeds the failures recorded, and a failure after the window starts a new window at one", () => {
    fc.assert(fc.property(policyArb, fc.integer({ min: 0, max: 2 ** 40 }), fc.array(fc.nat(5_000_000), { maxLength: 40 }), (policy, start, gaps) => {
      let record: LoginAttempts | undefined
      let at = start
      let recorded = 0
      for (const gap of gaps) {
        at += gap
        const before = record
        record = recordFailure(record, at, policy)
        recorded++
        if (record.failures > recorded) return false
        if (before !== undefined && at >= retryAt(before, policy) && (record.failures !== 1 || record.windowStart !== at)) return false
        if (record.windowStart > at) return false
      }
      return true
    }))
  })

  it("a blocked key is blocked for every instant inside its window and free at any instant after", () => {
    fc.assert(fc.property(policyArb, fc.integer({ min: 0, max: 2 ** 40 }), fc.double({ min: 0, max: 3, noNaN: true }), (policy, start, fraction) => {
      const record: LoginAttempts = { failures: policy.maxFailures, windowStart: start }
      const at = start + Math.floor(fraction * policy.windowMs)
      return loginAllowed(record, at, policy) === (at >= start + policy.windowMs)
    }))
  })

  it("the default is five failures per fifteen minutes", () => {
    const record = failuresAt(0, [0, 1, 2, 3], defaultLoginLimitPolicy)
    expect(loginAllowed(record, 4)).toBe(true)
    const blocked = recordFailure(record, 4)
    expect(loginAllowed(blocked, 5)).toBe(false)
    expect(loginAllowed(blocked, 15 * 60 * 1000)).toBe(true)
  })

  it("keys are per email (case-insensitive) and client", () => {
    expect(loginLimitKey(" Ana@Example.com ", "203.0.113.7")).toBe(loginLimitKey("ana@example.com", "203.0.113.7"))
    expect(loginLimitKey("ana@example.com", "203.0.113.7")).not.toBe(loginLimitKey("ana@example.com", "203.0.113.8"))
    expect(loginLimitKey("ana@example.com", "")).toBe("ana@example.com|unknown")
  })
})
