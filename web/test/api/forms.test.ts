import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import * as Contact from "../../app/api/contact/route.ts"
import { solvedToken } from "../support/humanCheck.ts"
import * as ApproveReview from "../../app/api/staff/reviews/[reviewId]/approve/route.ts"
import * as ReviewQueue from "../../app/api/staff/reviews/route.ts"
import * as Reviews from "../../app/api/reviews/route.ts"
import * as Approved from "../../app/api/reviews/approved/route.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { signedInStaff } from "../support/staffSession.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/**
 * The forms' calls (issue 8) through their route handlers on the app's own runtime: the embedded
 * human check (solved here as the browser widget solves it), the contact and review calls, and a
 * moderator's approval (the staff console's call). Bad bodies and failed checks answer 4xx and write nothing.
 */

const contact = { name: "Ion Popescu", email: "ion@exemplu.ro", topic: "delivery", message: "Când ajunge comanda mea?" }
const review = { kind: "shop", rating: 5, name: "Ana P.", email: "ana@exemplu.ro", title: "Foarte mulțumită", text: "Telefonul a ajuns a doua zi și arată ca nou." }

describe("POST /api/contact/", () => {
  it("stores a valid message with a solved check (201)", async () => {
    const answer = expectStatus(await call<{ id: string; topic: string }>(Contact.POST, { path: "/api/contact/", body: { ...contact, humanCheck: await solvedToken() } }), 201)
    expect(answer.topic).toBe("delivery")
  }, 60_000)

  it("refuses bad bodies (400), field errors and failed checks (422), writing nothing", async () => {
    const before = await databaseDigest()
    const token = await solvedToken()
    for (const body of ["{", "[]", JSON.stringify({ ...contact, name: 5 }), JSON.stringify({ ...contact, message: "a\u0000b" })]) {
      const answer = await call<{ error: string }>(Contact.POST, { path: "/api/contact/", body })
      expect(answer.status).toBe(400)
      expect(answer.json.error).toBe("invalid-request")
    }
    const fields = await call<{ error: string; fields: Record<string, string> }>(Contact.POST, {
      path: "/api/contact/", body: { ...contact, email: "x", topic: "weather", humanCheck: token }
    })
    expect(fields.status).toBe(422)
    expect(fields.json.fields).toEqual({ email: "invalid-email", topic: "help-error-topic" })
    for (const humanCheck of [undefined, "", "forged", token.slice(0, -4)]) {
      const answer = await call<{ fields: Record<string, string> }>(Contact.POST, { path: "/api/contact/", body: { ...contact, humanCheck } })
      expect(answer.status).toBe(422)
      expect(answer.json.fields).toEqual({ humanCheck: "human-check-failed" })
    }
    expect(await databaseDigest()).toBe(before)
  }, 60_000)

  it("a solved check passes once: the same token again is refused", async () => {
    const token = await solvedToken()
    expectStatus(await call(Contact.POST, { path: "/api/contact/", body: { ...contact, humanCheck: token } }), 201)
    const before = await databaseDigest()
    const again = await call<{ fields: Record<string, string> }>(Contact.POST, { path: "/api/contact/", body: { ...contact, humanCheck: token } })
    expect(again.status).toBe(422)
    expect(await databaseDigest()).toBe(before)
  }, 60_000)
})

describe("reviews", () => {
  it("a review is pending until a moderator approves it, then listed first on its market only", async () => {
    const moderator = await signedInStaff("support")
    const stored = expectStatus(await call<{ id: string; status: string }>(Reviews.POST, {
      path: "/api/reviews/", host: "bg.localhost:3000", body: { ...review, humanCheck: await solvedToken() }
    }), 201)
    expect(stored.status).toBe("pending")
    const listed = () => call<{ reviews: ReadonlyArray<{ id: string }>; summary: { count: number } }>(Approved.GET, { path: "/api/reviews/approved/?kind=shop", host: "bg.localhost:3000" })
    const before = expectStatus(await listed(), 200)
    expect(before.reviews.map((r) => r.id)).not.toContain(stored.id)
    const pending = expectStatus(await call<{ reviews: ReadonlyArray<{ id: string }> }>(ReviewQueue.GET, { path: "/api/staff/reviews/?status=pending", headers: { cookie: moderator.cookie } }), 200)
    expect(pending.reviews.map((r) => r.id)).toContain(stored.id)
    expectStatus(await call(ApproveReview.POST, {
      method: "POST", path: `/api/staff/reviews/${stored.id}/approve/`, params: { reviewId: stored.id }, headers: { cookie: moderator.cookie }
    }), 200)
    const after = expectStatus(await listed(), 200)
    expect(after.reviews[0]?.id).toBe(stored.id)
    expect(after.summary.count).toBe(before.summary.count + 1)
    const ro = expectStatus(await call<{ reviews: ReadonlyArray<{ id: string }> }>(Approved.GET, { path: "/api/reviews/approved/" }), 200)
    expect(ro.reviews.map((r) => r.id)).not.toContain(stored.id)
  }, 60_000)

  it("bad bodies (400), field errors and failed checks (422) write nothing; a malformed page is the first", async () => {
    const before = await databaseDigest()
    for (const body of ["nope", JSON.stringify({ ...review, kind: "other" }), JSON.stringify({ ...review, rating: [5] })]) {
      expect((await call(Reviews.POST, { path: "/api/reviews/", body })).status).toBe(400)
    }
    const fields = await call<{ fields: Record<string, string> }>(Reviews.POST, {
      path: "/api/reviews/", body: { ...review, rating: 0, text: "scurt", humanCheck: await solvedToken() }
    })
    expect(fields.status).toBe(422)
    expect(fields.json.fields).toEqual({ rating: "reviews-error-rating", text: "reviews-error-text-length" })
    const forged = await call<{ fields: Record<string, string> }>(Reviews.POST, { path: "/api/reviews/", body: { ...review, humanCheck: "forged" } })
    expect(forged.json.fields).toEqual({ humanCheck: "human-check-failed" })
    expect(await databaseDigest()).toBe(before)
    const page = expectStatus(await call<{ page: number }>(Approved.GET, { path: "/api/reviews/approved/?page=zz" }), 200)
    expect(page.page).toBe(1)
    expect((await call(Approved.GET, { path: "/api/reviews/approved/?kind=nope" })).status).toBe(400)
  }, 60_000)
})
