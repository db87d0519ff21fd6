import { expectThat, type Check } from "./check.ts"
import { send } from "./http.ts"

/**
 * Account takeover and sessions (issue 14): the reset-mail outbox, enumeration at login, forged
 * sessions and reset tokens, and a logout forced by another site. What needs an account (a copied
 * cookie after logout, a password change ending other sessions) is tested in web/test/api/authSessions
 * and e2e/tests/account-sessions, where the human check of registration can be solved.
 */
export const identityChecks: ReadonlyArray<Check> = [
  {
    area: "account takeover",
    tried: "GET /api/auth/outbox/ and /outbox/ (every user's live reset links, if they were public)",
    run: async (target) => {
      const call = await send(target, "/api/auth/outbox/")
      const page = await send(target, "/outbox/")
      return expectThat(
        call.status === 404 && page.status === 404,
        `${call.status}, ${page.status}${call.status === 200 ? " (MAIL_OUTBOX=on and this client is on the shop's machine)" : ""}`
      )
    }
  },
  {
    area: "account takeover",
    tried: "POST /api/auth/login/ with an email that has no account (does the answer say so?)",
    run: async (target) => {
      const answer = await send(target, "/api/auth/login/", { body: { email: `nobody.${Date.now()}@example.com`, password: "not-the-password" } })
      const error = answer.status === 401 ? answer.json().error : undefined
      return expectThat(error === "invalid-credential", `${answer.status} ${answer.text.slice(0, 80)}`)
    }
  },
  {
    area: "account takeover",
    tried: "GET /api/auth/session/ with forged session cookies (a signed-looking token, a random one)",
    run: async (target) => {
      const jwtLike = `${Buffer.from('{"alg":"HS256"}').toString("base64url")}.${Buffer.from('{"sub":"1","pur":"session"}').toString("base64url")}.c2lnbmF0dXJl`
      const answers = await Promise.all([jwtLike, "A".repeat(43)].map((shop_session) =>
        send(target, "/api/auth/session/", { cookies: { shop_session, shop_auth: "x" } })))
      return expectThat(answers.every((a) => a.status === 200 && a.json().user === null), answers.map((a) => `${a.status} user ${a.status === 200 ? JSON.stringify(a.json().user) : "?"}`).join(", "))
    }
  },
  {
    area: "account takeover",
    tried: "POST /api/auth/reset/ with a guessed reset token",
    run: async (target) => {
      const answer = await send(target, "/api/auth/reset/", { body: { token: "A".repeat(43), password: "guessed-7" } })
      return expectThat(answer.status === 401 && answer.json().error === "invalid-token", `${answer.status} ${answer.text.slice(0, 80)}`)
    }
  },
  {
    area: "web hardening",
    tried: "GET /logout/ as a link from another site (Sec-Fetch-Site: cross-site): does the page sign out on arrival?",
    run: async (target) => {
      const cross = await send(target, "/logout/", { headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" } })
      const own = await send(target, "/logout/", { headers: { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" } })
      const asks = cross.status === 200 && cross.text.includes('data-state="confirm"')
      const signsOut = own.status === 200 && own.text.includes('data-state="pending"')
      return expectThat(asks && signsOut, `cross-site: ${asks ? "asks first" : "signs out on arrival"}; same-origin: ${signsOut ? "signs out on arrival" : "asks"}`)
    }
  }
]
