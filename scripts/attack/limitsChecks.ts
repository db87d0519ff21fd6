import { allowanceSpent, broke, expectThat, type Check } from "./check.ts"
import { solvedHumanCheck } from "./humanCheck.ts"
import { send, type Answer, type Target } from "./http.ts"

/**
 * Issue 14 "Limits": the login limit (forwarded headers, concurrency), the form limits, and the human
 * check's single use. Every refused request must be 429 with a Retry-After. The checks spend the
 * budget of the address they run from (a test shop's, not a live one's).
 */

const unique = (what: string) => `attack.${what}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

const retryAfter = (answer: Answer): number => Number(answer.headers["retry-after"] ?? "NaN")
const limitedWell = (answer: Answer) => answer.status === 429 && Number.isInteger(retryAfter(answer)) && retryAfter(answer) >= 1

const contactBody = (humanCheck: string | null) => ({
  name: "Attack Check",
  email: "attack.check@example.com",
  topic: "other",
  message: "This message was sent by scripts/attack-check.sh; it can be deleted.",
  humanCheck
})

/** A second server process on the same database (ATTACK_SECOND_BASE), for the human check's single use. */
const secondTarget = (target: Target): Target => {
  const second = process.env["ATTACK_SECOND_BASE"]
  return second === undefined || second.trim() === "" ? target : { ...target, base: new URL(second) }
}

export const limitsChecks: ReadonlyArray<Check> = [
  {
    area: "limits",
    tried: "12 concurrent wrong passwords on one account, each with a new X-Forwarded-For",
    run: async (target) => {
      const email = unique("login")
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) =>
        send(target, "/api/auth/login/", { body: { email, password: `guess-${i}` }, headers: { "x-forwarded-for": `198.51.100.${i + 1}` } })))
      const checked = answers.filter((a) => a.status !== 429).length
      const refused = answers.filter((a) => a.status === 429)
      return expectThat(checked <= 10 && refused.length >= 2 && refused.every(limitedWell),
        `${checked} checked, ${refused.length} refused (Retry-After ${refused.map(retryAfter).join(", ")})`)
    }
  },
  {
    area: "limits",
    tried: "4 password-reset mails asked for one email",
    run: async (target) => {
      const email = unique("forgot")
      const answers: Array<Answer> = []
      for (let i = 0; i < 4; i++) answers.push(await send(target, "/api/auth/forgot/", { body: { email } }))
      // A fresh email: a 429 before its third mail is this address's own limit, spent earlier.
      if (answers.slice(0, 3).some((a) => a.status === 429)) return allowanceSpent("a reset request")
      const last = answers.at(-1)!
      return expectThat(answers.slice(0, 3).every((a) => a.status === 202) && limitedWell(last),
        `${answers.map((a) => a.status).join(" ")}, Retry-After ${retryAfter(last)}`)
    }
  },
  {
    area: "limits",
    tried: "one solved human check sent twice (to ATTACK_SECOND_BASE the second time, when given: another process on the same database)",
    run: async (target) => {
      const token = await solvedHumanCheck(target)
      if (token === undefined) return expectThat(true, "the shop runs Turnstile, single-use at Cloudflare")
      const first = await send(target, "/api/contact/", { body: contactBody(token) })
      if (first.status === 429) return allowanceSpent("the first use")
      if (first.status !== 201) return broke(`the first use answered ${first.status} ${first.text.slice(0, 80)}`)
      const second = await send(secondTarget(target), "/api/contact/", { body: contactBody(token) })
      return expectThat(second.status === 422 && second.json().fields?.humanCheck === "human-check-failed", `first 201, second ${second.status}`)
    }
  },
  {
    area: "limits",
    tried: "well-formed contact messages from one address until refused (up to 250)",
    run: async (target) => {
      for (let i = 1; i <= 250; i++) {
        const answer = await send(target, "/api/contact/", { body: contactBody(null), headers: { "x-forwarded-for": `203.0.113.${i % 250}` } })
        if (answer.status === 429 && i === 1) return allowanceSpent("the first message")
        if (answer.status === 429) return expectThat(limitedWell(answer), `refused after ${i - 1}, Retry-After ${retryAfter(answer)}`)
        if (answer.status !== 422) return broke(`request ${i} answered ${answer.status}`)
      }
      return broke("250 messages were taken from one address")
    }
  }
]
