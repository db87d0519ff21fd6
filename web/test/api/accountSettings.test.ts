import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { rateLimitPolicies } from "@shop/core/backend/limits/policies"
import * as Settings from "../../app/api/account/settings/route.ts"
import * as Password from "../../app/api/account/settings/password/route.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { signedInUser } from "../support/session.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

const put = (cookie: string | null, body: unknown) =>
  call(Settings.POST, { path: "/api/account/settings/", headers: cookie === null ? {} : { cookie }, body })
const password = (cookie: string | null, body: unknown) =>
  call(Password.POST, { path: "/api/account/settings/password/", headers: cookie === null ? {} : { cookie }, body })

const payout = { accountNumber: "RO49 AAAA 1B31 0075 9384 0000", name: "Ana Maria Pop" }

describe("the settings calls", () => {
  it("401 without a session; bad bodies and refused fields are 4xx and write nothing", async () => {
    const ana = await signedInUser("secret-42")
    const before = await databaseDigest()
    expect((await call(Settings.GET, { path: "/api/account/settings/" })).status).toBe(401)
    expect((await put(null, { name: "Ana Pop", payout })).status).toBe(401)
    expect((await password(null, { currentPassword: "secret-42", newPassword: "another-42" })).status).toBe(401)
    for (const body of [{}, "{oops", { name: 5, payout: null }, { name: "Ana Pop", payout: { ...payout, accountNumber: "BG80BNBG96611020345678" } }, { name: "A", payout: null }]) {
      const answer = await put(ana.cookie, body)
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500)
    }
    for (const body of [{}, { currentPassword: "wrong-one", newPassword: "another-42" }, { currentPassword: "secret-42", newPassword: "x" }]) {
      const answer = await password(ana.cookie, body)
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500)
    }
    expect(await databaseDigest()).toEqual(before)
  })

  it("save the name and the payout details on the user, and change the password", async () => {
    const ana = await signedInUser("secret-42")
    const saved = expectStatus(await put(ana.cookie, { name: "Ana Maria Pop", payout }), 200)
    expect(saved).toMatchObject({ name: "Ana Maria Pop", payout: { accountNumber: "RO49AAAA1B31007593840000", name: "Ana Maria Pop" } })
    expect(expectStatus(await call(Settings.GET, { path: "/api/account/settings/", headers: { cookie: ana.cookie } }), 200)).toEqual(saved)
    expect(expectStatus(await password(ana.cookie, { currentPassword: "secret-42", newPassword: "another-42" }), 200)).toEqual({ changed: true })
    // The change ended the session it was made with (the browser got a new one, authSessions.test.ts).
    expect((await password(ana.cookie, { currentPassword: "another-42", newPassword: "third-one-42" })).status).toBe(401)
  })

  it("wrong current passwords count against the login limit: then 429 too-many-requests, even with the right one", async () => {
    const ana = await signedInUser("secret-42")
    for (let i = 0; i < rateLimitPolicies["login-account"].limit; i++) {
      expect((await password(ana.cookie, { currentPassword: `guess-${i}`, newPassword: "another-42" })).status).toBe(422)
    }
    const limited = await password(ana.cookie, { currentPassword: "secret-42", newPassword: "another-42" })
    expect(limited.status).toBe(429)
    expect(limited.json).toMatchObject({ error: "too-many-requests", key: "auth-too-many-requests" })
  })
})
