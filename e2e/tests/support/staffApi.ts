import { type APIRequestContext, expect } from "@playwright/test"
import { e2ePort } from "./browser.ts"
import { staffAdmin } from "./staff.ts"

export const staffApi = `http://localhost:${e2ePort}/api/staff`

/** Signs the admin in through POST /api/staff/auth/login/ and answers the Cookie header of that staff session. */
export const staffCookie = async (request: APIRequestContext): Promise<string> => {
  const response = await request.post(`${staffApi}/auth/login/`, { data: staffAdmin })
  expect(response.status()).toBe(200)
  const setCookie = response.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("shop_staff="))
  expect(setCookie).toBeDefined()
  return setCookie!.value.split(";")[0]!
}

export interface StaffReviewRow {
  readonly id: string
  readonly title: string
  readonly name: string
  readonly status: string
  readonly rating: number
}

/** Every review waiting for moderation (GET /api/staff/reviews/, page after page). */
export const pendingReviews = async (request: APIRequestContext, cookie: string): Promise<ReadonlyArray<StaffReviewRow>> => {
  const all: Array<StaffReviewRow> = []
  for (let page = 1; ; page++) {
    const response = await request.get(`${staffApi}/reviews/?status=pending&page=${page}`, { headers: { cookie } })
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { reviews: ReadonlyArray<StaffReviewRow>; pageCount: number }
    all.push(...body.reviews)
    if (page >= body.pageCount) return all
  }
}
